import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_CHARGE_CENTS } from './money';
import { mayBeOptional, optionalItemMessages, skipItems, type BoxItem } from './optional-items';

const belowMinimum = 'A box must cost at least $0.50: keep more of its items in it';

const item = (productId: string, priceCents: number, quantity = 1): BoxItem => ({ productId, name: `Name of ${productId}`, priceCents, quantity });

// A $20.00 box: scissors and ruler optional, tissues (shared) not.
const scissors = item('scissors', 279);
const ruler = item('ruler', 150, 2);
const tissues = item('tissues', 399);
const box = { totalCents: 2000, items: [scissors, ruler, tissues] };
const optional = (i: BoxItem) => i.productId !== 'tissues';

describe('mayBeOptional', () => {
  it('when a product is Individual, then it may be optional; classroom and school-wide ones may not', () => {
    expect(mayBeOptional('INDIVIDUAL')).toBe(true);
    expect(mayBeOptional('CLASSROOM')).toBe(false);
    expect(mayBeOptional('SCHOOL_WIDE')).toBe(false);
  });
});

describe('skipItems', () => {
  it('when nothing is skipped, then the box holds every item at the list price', () => {
    expect(skipItems(box, [], optional)).toEqual({ items: box.items, skippedItems: [], totalCents: 2000 });
  });

  it('when an optional item is skipped, then it leaves the box and price × quantity comes off, in cents', () => {
    expect(skipItems(box, ['ruler'], optional)).toEqual({ items: [scissors, tissues], skippedItems: [ruler], totalCents: 2000 - 300 });
  });

  it('when several are skipped, then each comes off once, and both lists keep the list’s order', () => {
    expect(skipItems(box, ['ruler', 'scissors'], optional)).toEqual({ items: [tissues], skippedItems: [scissors, ruler], totalCents: 2000 - 279 - 300 });
  });

  it('when the price is locked below the sum of the items, then the skipped amount still comes off it', () => {
    expect(skipItems({ ...box, totalCents: 700 }, ['scissors'], optional)).toMatchObject({ totalCents: 421 });
  });

  it('when a skipped item has no price, then it leaves the box and nothing comes off', () => {
    const free = item('free', 0, 3);
    expect(skipItems({ totalCents: 2000, items: [free, tissues] }, ['free'], () => true)).toEqual({ items: [tissues], skippedItems: [free], totalCents: 2000 });
  });

  it('when an id is not in the box, then it is refused, naming it', () => {
    expect(skipItems(box, ['glue'], optional)).toEqual({ problem: optionalItemMessages.notOnList({ productId: 'glue' }) });
  });

  it('when an item is not optional, then it is refused, naming the product', () => {
    expect(skipItems(box, ['scissors', 'tissues'], optional)).toEqual({ problem: optionalItemMessages.notOptional({ productName: 'Name of tissues' }) });
  });

  it('when an id comes twice, then it is refused', () => {
    expect(skipItems(box, ['ruler', 'ruler'], optional)).toEqual({ problem: optionalItemMessages.skippedTwice });
  });

  it('when every item would be skipped, then it is refused: a box holds at least one item', () => {
    expect(skipItems(box, ['scissors', 'ruler', 'tissues'], () => true)).toEqual({ problem: optionalItemMessages.emptyBox });
  });

  it('when the box would cost less than the smallest card charge, then it is refused; exactly the minimum is fine', () => {
    const cheap = { totalCents: MIN_CHARGE_CENTS + 279, items: box.items };
    expect(skipItems(cheap, ['scissors'], optional)).toMatchObject({ totalCents: MIN_CHARGE_CENTS });
    expect(skipItems({ ...cheap, totalCents: cheap.totalCents - 1 }, ['scissors'], optional)).toEqual({ problem: belowMinimum });
    // A locked price under what the skipped items cost never goes negative.
    expect(skipItems({ ...box, totalCents: 300 }, ['scissors', 'ruler'], optional)).toEqual({ problem: belowMinimum });
  });

  it('when nothing is skipped, then a list priced under the minimum is left to checkout’s own refusal', () => {
    expect(skipItems({ ...box, totalCents: 10 }, [], optional)).toMatchObject({ totalCents: 10 });
  });

  it('whatever optional items are skipped, the box and the skipped items split the list, and the price falls by exactly what was skipped', () => {
    const items = fc.uniqueArray(
      fc.record({ productId: fc.string({ minLength: 1 }), name: fc.string(), priceCents: fc.nat(100_000), quantity: fc.integer({ min: 1, max: 999 }) }),
      { minLength: 1, maxLength: 30, selector: (i) => i.productId },
    );
    fc.assert(
      fc.property(items, fc.nat(10_000_000), fc.func(fc.boolean()), (list, extra, pick) => {
        const totalCents = list.reduce((sum, i) => sum + i.priceCents * i.quantity, 0) + extra;
        const skipped = list.filter((i) => pick(i.productId)).map((i) => i.productId);
        const skippedCents = list.filter((i) => pick(i.productId)).reduce((sum, i) => sum + i.priceCents * i.quantity, 0);
        const outcome = skipItems({ totalCents, items: list }, skipped, () => true);
        if (skipped.length === list.length) {
          expect(outcome).toEqual({ problem: optionalItemMessages.emptyBox });
        } else if (skipped.length && totalCents - skippedCents < MIN_CHARGE_CENTS) {
          expect(outcome).toEqual({ problem: belowMinimum });
        } else {
          expect(outcome).toEqual({
            items: list.filter((i) => !pick(i.productId)),
            skippedItems: list.filter((i) => pick(i.productId)),
            totalCents: totalCents - skippedCents,
          });
        }
      }),
    );
  });
});
