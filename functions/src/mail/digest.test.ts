import { beforeAll, describe, expect, it } from 'vitest';
import { inLanguage, loadLanguages } from '../language';
import { htmlText } from '../test/html-text';
import { anOrder } from '../test/orders';
import { digestMoney, renderDigestMail, type DigestMail } from './digest';

const APP = 'https://shop.example.com';

const digest = (changes: Partial<DigestMail> = {}): DigestMail => ({
  school: 'Lincoln Elementary',
  day: '2026-08-11',
  count: 2,
  totalCents: 1496,
  taxCents: 0,
  orders: [
    { orderId: 'ord-aaaa1111mia00001', order: anOrder() },
    { orderId: 'ord-bbbb2222leo00002', order: anOrder({ studentFirstName: 'Leo' }) },
  ],
  closesOn: '2026-08-31',
  closed: false,
  ...changes,
});

describe('renderDigestMail', () => {
  it('lists each order paid that day (number, child, list, amount) and their total, with the way to the dashboard, in both parts', () => {
    const mail = renderDigestMail(digest(), APP);
    expect(mail.subject).toBe('2 new paid orders for Lincoln Elementary on August 11, 2026');
    for (const part of [mail.text, htmlText(mail.html)]) {
      expect(part).toContain('Paid on August 11, 2026 for Lincoln Elementary.');
      expect(part).toContain('#mia00001 · Mia Rivera · Kindergarten · $7.48');
      expect(part).toContain('#leo00002 · Leo Rivera · Kindergarten · $7.48');
      expect(part).toContain('Total paid: $14.96');
      expect(part).toContain('Ordering is open until August 31, 2026.');
    }
    expect(mail.text).toContain(`The school dashboard: ${APP}/school-dashboard`);
    expect(mail.html).toContain(`href="${APP}/school-dashboard"`);
  });

  it('says how many more were paid than it lists, and that the day after closing brings the last one', () => {
    const mail = renderDigestMail(digest({ count: 75, totalCents: 56100, closed: true }), APP);
    expect(mail.subject).toBe('75 new paid orders for Lincoln Elementary on August 11, 2026');
    expect(mail.text).toContain('and 73 more');
    expect(mail.text).toContain('Total paid: $561.00');
    expect(mail.text).toContain('Ordering closed on August 31, 2026, so this is the last daily summary.');
  });

  it('says what each box paid without sales tax (items after skips, less the discount, with shipping), the sales tax apart', () => {
    const money = { subtotalCents: 2000, skippedCents: 300, discountCents: 170, shippingCents: 900, taxCents: 125 };
    const paid = anOrder({ money, snapshot: { ...anOrder().snapshot, totalCents: 1700 } });
    const mail = renderDigestMail(
      digest({ count: 2, totalCents: 2430 + 748, taxCents: 125, orders: [{ orderId: 'ord-aaaa1111mia00001', order: paid }, digest().orders[1]!] }),
      APP,
    );
    for (const part of [mail.text, htmlText(mail.html)]) {
      expect(part).toContain('#mia00001 · Mia Rivera · Kindergarten · $24.30');
      // An order kept before its money counts its list's price.
      expect(part).toContain('#leo00002 · Leo Rivera · Kindergarten · $7.48');
      expect(part).toContain('Total paid: $31.78');
      expect(part).toContain('Amounts without sales tax; shipping included. Sales tax collected: $1.25');
    }
    expect(renderDigestMail(digest(), APP).text).not.toMatch(/sales tax/i);
  });

  it('adds up the day as the season does: items less discounts, with shipping; the sales tax apart; sums of no money are none', () => {
    expect(digestMoney({ itemsCents: 5000, discountCents: 500, shippingCents: 900, taxCents: 310 })).toEqual({ totalCents: 5400, taxCents: 310 });
    expect(digestMoney({ itemsCents: 1496, discountCents: null, shippingCents: null, taxCents: null })).toEqual({ totalCents: 1496, taxCents: 0 });
  });

  it('one order reads as one', () => {
    expect(renderDigestMail(digest({ count: 1, orders: digest().orders.slice(0, 1) }), APP).subject).toBe(
      '1 new paid order for Lincoln Elementary on August 11, 2026',
    );
  });
});

describe('renderDigestMail for staff, who keep no language of theirs', () => {
  beforeAll(loadLanguages);

  it('is in English even when made while something else speaks Spanish', () => {
    const mail = inLanguage('es', () => renderDigestMail(digest(), APP));
    expect(mail).toEqual(renderDigestMail(digest(), APP));
    expect(mail.subject).toBe('2 new paid orders for Lincoln Elementary on August 11, 2026');
  });
});
