import { describe, expect, it } from 'vitest';
import { htmlText } from '../test/html-text';
import { renderReviewRequestMail, type ReviewRequest } from './review-request';

const APP = 'https://shop.example.com';

const request = (changes: Partial<ReviewRequest> = {}): ReviewRequest => ({
  school: 'Lincoln Elementary',
  list: '3rd Grade Supply List',
  representative: 'rep@example.com',
  itemCount: 12,
  priceCents: 4599,
  autoPrice: false,
  ...changes,
});

describe('renderReviewRequestMail', () => {
  it('names the list, its school, who asked, what it holds and costs, and leads to the lists waiting for review, in both parts', () => {
    const mail = renderReviewRequestMail(request(), APP);
    expect(mail.subject).toBe('Lincoln Elementary: 3rd Grade Supply List is waiting for review');
    for (const part of [mail.text, htmlText(mail.html)]) {
      expect(part).toContain('rep@example.com submitted 3rd Grade Supply List of Lincoln Elementary for review.');
      expect(part).toContain('12 products');
      expect(part).toContain('Price: $45.99');
    }
    expect(mail.text).toContain(`Supply Lists waiting for review: ${APP}/admin?tab=supply-lists&review=waiting`);
    expect(mail.html).toContain(`href="${APP}/admin?tab=supply-lists&amp;review=waiting"`);
  });

  it('says when the price follows the products, and keeps names typed by people as text', () => {
    const mail = renderReviewRequestMail(request({ list: '<b>1st</b> Grade', itemCount: 1, autoPrice: true }), APP);
    expect(mail.text).toContain('1 product');
    expect(mail.text).toContain('Price: $45.99 (from its products)');
    expect(mail.html).not.toContain('<b>1st</b>');
    expect(mail.html).toContain('&lt;b&gt;1st&lt;/b&gt; Grade');
  });
});
