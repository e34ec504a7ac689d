import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateRefunds,
  partsTotalCents,
  refundDue,
  refundParts,
  refundsToCount,
  splitInProportion,
  type MoneyParts,
  type PaidBox,
  type PaymentRefund,
} from './refund-allocation';

const box = (id: string, amountCents: number, refundedCents = 0): PaidBox => ({ id, amountCents, refundedCents });
const outside = (id: string, amountCents: number): PaymentRefund => ({ id, amountCents, boxId: null });
const ours = (id: string, boxId: string, amountCents: number): PaymentRefund => ({ id, amountCents, boxId });
const refunded = (boxes: PaidBox[]) => boxes.map((b) => b.refundedCents);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

// A household's three boxes: $2.99, $5.98 and $11.96, $20.93 in all.
const household = () => [box('a', 299), box('b', 598), box('c', 1196)];

describe('splitInProportion', () => {
  it('when the shares are whole, then each is its share', () => {
    expect(splitInProportion(600, [1, 2, 3])).toEqual([100, 200, 300]);
  });

  it('when rounding leaves cents, then they go one each to the largest remainders', () => {
    // 142.86, 285.72 and 571.43: 998 rounded down, the 2 cents left to the .86 and the .72.
    expect(splitInProportion(1000, [299, 598, 1196])).toEqual([143, 286, 571]);
    // 0.3 each of 1 cent: 0 each, the cent to the first of the equal remainders.
    expect(splitInProportion(1, [1, 1, 1])).toEqual([1, 0, 0]);
    expect(splitInProportion(2, [1, 1, 1])).toEqual([1, 1, 0]);
  });

  it('when a weight is 0, then it gets nothing', () => {
    expect(splitInProportion(7, [0, 5, 0, 2])).toEqual([0, 5, 0, 2]);
    expect(splitInProportion(3, [0, 1])).toEqual([0, 3]);
  });

  it('when no weight is above 0, then it refuses', () => {
    expect(() => splitInProportion(5, [0, 0])).toThrow(RangeError);
  });

  it('always sums to the amount, each part within a cent of its share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 10 }),
        (amount, weights) => {
          fc.pre(sum(weights) > 0);
          const parts = splitInProportion(amount, weights);
          expect(sum(parts)).toBe(amount);
          parts.forEach((part, i) => {
            const share = (amount * weights[i]!) / sum(weights);
            expect(part).toBeGreaterThanOrEqual(Math.floor(share));
            expect(part).toBeLessThanOrEqual(Math.ceil(share));
          });
        },
      ),
    );
  });
});

describe('allocateRefunds', () => {
  it('when a refund made outside the product comes, then the boxes share it by what is left of each', () => {
    const { boxes, allocations, unallocatedCents } = allocateRefunds(household(), [outside('re_d', 1000)]);
    expect(refunded(boxes)).toEqual([143, 286, 571]);
    expect(allocations).toEqual([{ refundId: 're_d', parts: { a: 143, b: 286, c: 571 } }]);
    expect(unallocatedCents).toBe(0);
  });

  it('when a box was refunded before, then the next outside refund goes by what is left, not by the amounts', () => {
    const { boxes } = allocateRefunds([box('a', 1000, 1000), box('b', 1000, 500), box('c', 1000)], [outside('re_d', 300)]);
    expect(refunded(boxes)).toEqual([1000, 600, 200]);
  });

  it('when the product refunds a box, then the refund is that box’s', () => {
    const { boxes, allocations } = allocateRefunds(household(), [ours('re_1', 'c', 1196)]);
    expect(refunded(boxes)).toEqual([0, 0, 1196]);
    expect(allocations).toEqual([{ refundId: 're_1', parts: { c: 1196 } }]);
  });

  it('when the product refunds a box what is left after an outside refund, then the box comes to its amount exactly', () => {
    const { boxes } = allocateRefunds(household(), [outside('re_d', 1000), ours('re_1', 'c', 625), ours('re_2', 'a', 156), ours('re_3', 'b', 312)]);
    expect(refunded(boxes)).toEqual([299, 598, 1196]);
  });

  it('when the product’s refund is above what is left of its box (a race), then the rest is shared as an outside refund', () => {
    const { boxes, allocations } = allocateRefunds([box('a', 500, 400), box('b', 500)], [ours('re_1', 'a', 300)]);
    expect(refunded(boxes)).toEqual([500, 200]);
    expect(allocations).toEqual([{ refundId: 're_1', parts: { a: 100, b: 200 } }]);
  });

  it('when a refund names a box the payment did not pay here, then it is left to its own writer', () => {
    const { boxes, allocations } = allocateRefunds(household(), [ours('re_late', 'elsewhere', 500), outside('re_d', 3)]);
    expect(refunded(boxes)).toEqual([0, 1, 2]);
    expect(allocations.map((a) => a.refundId)).toEqual(['re_d']);
  });

  it('when a refund is above everything left (records that missed one), then no box goes past its amount and the rest is said', () => {
    const { boxes, unallocatedCents } = allocateRefunds([box('a', 100, 90), box('b', 100, 100)], [outside('re_d', 50)]);
    expect(refunded(boxes)).toEqual([100, 100]);
    expect(unallocatedCents).toBe(40);
  });

  it('when the whole payment is refunded from outside, then every box has its whole amount', () => {
    const { boxes } = allocateRefunds(household(), [outside('re_d', 2093)]);
    expect(refunded(boxes)).toEqual([299, 598, 1196]);
  });

  it('leaves the boxes it was given as they were', () => {
    const given = household();
    allocateRefunds(given, [outside('re_d', 1000)]);
    expect(refunded(given)).toEqual([0, 0, 0]);
  });

  it('never allocates more than the refunds, nor more than a box’s amount, and accounts for every cent', () => {
    const boxes = fc.array(fc.record({ amountCents: fc.integer({ min: 50, max: 100_000 }), refundedPart: fc.double({ min: 0, max: 1, noNaN: true }) }), {
      minLength: 1,
      maxLength: 10,
    });
    const refunds = fc.array(fc.record({ amountCents: fc.integer({ min: 1, max: 200_000 }), box: fc.option(fc.nat({ max: 11 })) }), { maxLength: 6 });
    fc.assert(
      fc.property(boxes, refunds, (shapes, asked) => {
        const given = shapes.map((shape, i) => box(`b${i}`, shape.amountCents, Math.floor(shape.amountCents * shape.refundedPart)));
        const list = asked.map((refund, i) =>
          refund.box === null ? outside(`r${i}`, refund.amountCents) : ours(`r${i}`, `b${refund.box}`, refund.amountCents),
        );
        const { boxes: after, allocations, unallocatedCents } = allocateRefunds(given, list);
        after.forEach((b, i) => {
          expect(b.refundedCents).toBeGreaterThanOrEqual(given[i]!.refundedCents);
          expect(b.refundedCents).toBeLessThanOrEqual(b.amountCents);
        });
        const counted = list.filter((refund) => refund.boxId === null || given.some((b) => b.id === refund.boxId));
        const allocated = sum(allocations.flatMap((a) => Object.values(a.parts)));
        expect(allocated + unallocatedCents).toBe(sum(counted.map((r) => r.amountCents)));
        expect(sum(refunded(after)) - sum(refunded(given))).toBe(allocated);
        expect(allocations.map((a) => a.refundId)).toEqual(counted.map((r) => r.id));
      }),
    );
  });
});

describe('refundDue', () => {
  it('when something is left of the box, then that, no more than is left of the payment', () => {
    expect(refundDue(box('c', 1196, 571), 1093)).toBe(625);
    expect(refundDue(box('c', 1196, 571), 400)).toBe(400);
  });

  it('when nothing is left of the box or of the payment, then 0: nothing is asked of Stripe', () => {
    expect(refundDue(box('c', 1196, 1196), 1093)).toBe(0);
    expect(refundDue(box('c', 1196, 1300), 1093)).toBe(0);
    expect(refundDue(box('c', 1196, 0), 0)).toBe(0);
  });
});

describe('refundsToCount', () => {
  const ids = (refunds: PaymentRefund[]) => refunds.map((refund) => refund.id);

  it('when every record names its refunds, then those named are counted and the others are still to be', () => {
    const refunds = [outside('re_1', 100), ours('re_2', 'a', 498), outside('re_3', 50)];
    expect(ids(refundsToCount(refunds, new Set(['re_2']), 498))).toEqual(['re_1', 're_3']);
    expect(ids(refundsToCount(refunds, new Set(), 0))).toEqual(['re_1', 're_2', 're_3']);
  });

  it('when a record holds a total without naming its refunds (kept before they were counted by id), then the oldest that fit in it are its', () => {
    // A dashboard refund of $1.00 recorded by its total alone, then a cancellation's $4.98 and another $0.50.
    const refunds = [outside('re_1', 100), ours('re_2', 'a', 498), outside('re_3', 50)];
    expect(ids(refundsToCount(refunds, new Set(), 100))).toEqual(['re_2', 're_3']);
    expect(ids(refundsToCount(refunds, new Set(['re_2']), 598))).toEqual(['re_3']);
    expect(ids(refundsToCount(refunds, new Set(), 598))).toEqual(['re_3']);
  });

  it('when the oldest refund does not fit in what the records hold, then nothing more is taken as theirs', () => {
    const refunds = [outside('re_1', 300), outside('re_2', 100)];
    expect(ids(refundsToCount(refunds, new Set(), 100))).toEqual(['re_1', 're_2']);
  });

  it('when records hold less than the refunds they name (a refund not yet recorded), then nothing is taken as theirs', () => {
    expect(ids(refundsToCount([ours('re_1', 'a', 300), outside('re_2', 100)], new Set(['re_1']), 0))).toEqual(['re_2']);
  });
});

describe('refundParts', () => {
  // $20.00 of items less $2.00 off, $9.00 shipping, $1.69 tax: $28.69 paid.
  const paid: MoneyParts = { itemsCents: 2000, discountCents: 200, shippingCents: 900, taxCents: 169 };

  it('when the box got back all it paid, then every part went back', () => {
    expect(refundParts(paid, 2869)).toEqual(paid);
  });

  it('when part of it went back (a refund in the dashboard), then the amount is split in proportion and the discount in the items’ proportion, rounded down', () => {
    const parts = refundParts(paid, 1000);
    expect(parts).toEqual({ itemsCents: 696, discountCents: 69, shippingCents: 314, taxCents: 59 });
    expect(partsTotalCents(parts)).toBe(1000);
  });

  it('whatever the box paid and whatever of it went back, the parts come to the amount exactly, none below zero nor above what was paid of it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (items, discountRaw, shipping, tax, amountRaw) => {
          const box = { itemsCents: items, discountCents: Math.min(items, discountRaw), shippingCents: shipping, taxCents: tax };
          const total = partsTotalCents(box);
          const amount = total > 0 ? amountRaw % (total + 1) : 0;
          const parts = refundParts(box, amount);
          expect(partsTotalCents(parts)).toBe(amount);
          for (const key of ['itemsCents', 'discountCents', 'shippingCents', 'taxCents'] as const) {
            expect(parts[key]).toBeGreaterThanOrEqual(0);
            expect(parts[key]).toBeLessThanOrEqual(box[key]);
          }
        },
      ),
    );
  });
});
