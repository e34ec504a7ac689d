import { describe, expect, it } from 'vitest';
import { htmlText } from '../test/html-text';
import { escapeHtml, renderMail, type MailView } from './layout';

const view = (changes: Partial<MailView> = {}): MailView => ({
  subject: 'A subject',
  heading: 'A heading',
  intro: 'An introduction.',
  cards: [],
  total: null,
  next: 'What comes next.',
  links: [{ label: 'Go', url: 'https://shop.example.com/shop', line: 'The shop: https://shop.example.com/shop' }],
  footer: 'Why you receive this.',
  ...changes,
});

describe('renderMail', () => {
  it('leaves out the parts of a card it is not given, in both parts', () => {
    const mail = renderMail(view({ cards: [{ list: ['#a · Mia', '#b · Leo'], lines: ['and 3 more'] }] }));
    expect(mail.text).toBe(
      'A heading\n\nAn introduction.\n\n- #a · Mia\n- #b · Leo\nand 3 more\n\nWhat comes next.\n\nThe shop: https://shop.example.com/shop\n\n-- \nWhy you receive this.\n',
    );
    expect(mail.html).not.toContain('<h2');
    expect(htmlText(mail.html)).toContain('#a · Mia #b · Leo and 3 more');
  });

  it('puts the footer’s link after the footer: a link in the HTML, its line in the text', () => {
    const footerLink = { label: 'Unsubscribe', url: 'https://shop.example.com/api/x?token=a&b', line: 'Unsubscribe: https://shop.example.com/api/x?token=a&b' };
    const mail = renderMail(view({ footerLink }));
    expect(mail.text).toMatch(/-- \nWhy you receive this\.\nUnsubscribe: https:\/\/shop\.example\.com\/api\/x\?token=a&b\n$/);
    expect(mail.html).toContain('Why you receive this. <a class="link" href="https://shop.example.com/api/x?token=a&amp;b"');
  });

  it('keeps the subject on one line', () => {
    expect(renderMail(view({ subject: 'Two\r\nlines' })).subject).toBe('Two lines');
  });
});

describe('escapeHtml', () => {
  it('turns the five characters HTML reads into entities', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
