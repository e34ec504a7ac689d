import { describe, expect, it } from 'vitest';
import { fundraisingShareOf, isSharePerBox, reversedShareCents, shareOfBoxCents, shareRuleOf } from './fundraising-rules';

describe('the school’s share', () => {
  it('when a percent is set, then each box earns it of its item price, rounded to the cent', () => {
    expect(shareOfBoxCents(shareRuleOf({ percent: 10 }), 2599)).toBe(260);
    expect(shareOfBoxCents(shareRuleOf({ percent: 12.5 }), 1000)).toBe(125);
    expect(shareOfBoxCents(shareRuleOf({ percent: 0.01 }), 49)).toBe(0);
  });

  it('when an amount per box is set, then each box earns it, never more than its item price', () => {
    expect(shareOfBoxCents(shareRuleOf({ perBox: 1 }), 2599)).toBe(100);
    expect(shareOfBoxCents(shareRuleOf({ perBox: 30 }), 2599)).toBe(2599);
  });

  it('keeps the rule as integers and answers it as the API speaks it', () => {
    expect(shareRuleOf({ percent: 7.25 })).toEqual({ percentBasisPoints: 725 });
    expect(fundraisingShareOf({ percentBasisPoints: 725 })).toEqual({ percent: 7.25 });
    expect(fundraisingShareOf(shareRuleOf({ perBox: 1.5 }))).toEqual({ perBox: 1.5 });
  });

  it('caps the amount per box at $500.00', () => {
    expect([isSharePerBox(500), isSharePerBox(500.01), isSharePerBox(0), isSharePerBox(1.005)]).toEqual([true, false, false, false]);
  });

  it('when part of a box’s payment is refunded, then that part of its share is reversed; all of it on a full refund', () => {
    expect(reversedShareCents(260, 2760, 0)).toBe(0);
    expect(reversedShareCents(260, 2760, 1380)).toBe(130);
    expect(reversedShareCents(260, 2760, 1)).toBe(0);
    expect(reversedShareCents(260, 2760, 2760)).toBe(260);
    expect(reversedShareCents(260, 2760, 9999)).toBe(260);
    // A box that paid nothing (a voucher) has everything reversed by any refund recorded of it.
    expect(reversedShareCents(100, 0, 1)).toBe(100);
  });
});
