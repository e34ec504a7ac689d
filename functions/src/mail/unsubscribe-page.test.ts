import { describe, expect, it } from 'vitest';
import { htmlText } from '../test/html-text';
import { unsubscribePage } from './unsubscribe-page';

const page = (done: boolean) =>
  unsubscribePage({ done, school: 'Lincoln & Co', action: '/api/schools/s/reminders/unsubscribe?recipient=r&token=t', appUrl: 'https://shop.example.com' });

describe('unsubscribePage', () => {
  it('asks first: one button, which posts RFC 8058’s one-click field to the link itself', () => {
    const html = page(false);
    expect(htmlText(html)).toContain('Unsubscribe from reminders? You will get no more e-mails reminding you before ordering closes at Lincoln & Co.');
    expect(html).toContain(
      '<form method="post" action="/api/schools/s/reminders/unsubscribe?recipient=r&amp;token=t" style="margin:0;"><input type="hidden" name="List-Unsubscribe" value="One-Click">',
    );
  });

  it('once done, says so and leads to the shop, with no form', () => {
    const html = page(true);
    expect(htmlText(html)).toContain('You are unsubscribed You will get no more reminders about ordering at Lincoln & Co.');
    expect(html).toContain('href="https://shop.example.com/shop"');
    expect(html).not.toContain('<form');
  });
});
