import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_CHARGE_CENTS } from './money';
import { catalogueSumCents, mayBeOptional, optionalItemMessages, skippedShareCents, skipItems, type BoxItem } from './optional-items';

const belowMinimum = 'A box must cost at least $0.50: keep more of its items in it';

const item = (productId: string, priceCents: number, quantity = 1): BoxItem => ({ productId, name: `Name of ${productId}`, priceCents, quantity });

// A box priced at its catalogue sum ($9.78): scissors and ruler optional, tissues (shared) not.
const scissors = item('scissors', 279);
const ruler = item('ruler', 150, 2);
const tissues = item('tissues', 399);
const box = { totalCents: 978, items: [scissors, ruler, tissues] };
const optional = (i: BoxItem) => i.productId !== 'tissues';

describe('mayBeOptional', () => {
  it('when a product is Individual, then it may be optional; classroom and school-wide ones may not', () => {
    expect(mayBeOptional('INDIVIDUAL')).toBe(true);
    expect(mayBeOptional('CLASSROOM')).toBe(false);
    expect(mayBeOptional('SCHOOL_WIDE')).toBe(false);
  });
});

describe('skippedShareCents', () => {
  it('when a $20 item of a $30 catalogue sits in a list priced $15, then its share is $10', () => {
    expect(skippedShareCents(item('calculator', 2000), 1500, 3000)).toBe(1000);
  });

  it('when the share has a fraction of a cent, then it is rounded down', () => {
    expect(skippedShareCents(item('a', 1), 100, 3)).toBe(33);
    expect(skippedShareCents(item('a', 2), 100, 3)).toBe(66);
  });

  it('when the list is priced at its catalogue sum, then the share is price × quantity', () => {
    expect(skippedShareCents(ruler, 978, 978)).toBe(300);
  });

  it('when every item is free, then there is no share to take off', () => {
    expect(skippedShareCents(item('free', 0, 3), 1000, 0)).toBe(0);
  });

  it('when price × quantity × list price passes 2^53, then the share is still exact', () => {
    const big = item('big', 99_999_999, 999);
    expect(skippedShareCents(big, 99_999_999, 99_999_999 * 999 + 1)).toBe(99_999_998);
    expect(skippedShareCents(big, 99_999_999, 99_999_999 * 999)).toBe(99_999_999);
  });
});

describe('skipItems', () => {
  it('when nothing is skipped, then the box holds every item at the list price', () => {
    expect(skipItems(box, [], optional)).toEqual({ items: box.items, skippedItems: [], totalCents: 978 });
  });

  it('when the list is priced at its catalogue sum and an optional item is skipped, then it leaves the box and price × quantity comes off, in cents', () => {
    expect(skipItems(box, ['ruler'], optional)).toEqual({ items: [scissors, tissues], skippedItems: [ruler], totalCents: 978 - 300 });
  });

  it('when several are skipped, then each comes off once, and both lists keep the list’s order', () => {
    expect(skipItems(box, ['ruler', 'scissors'], optional)).toEqual({ items: [tissues], skippedItems: [scissors, ruler], totalCents: 978 - 279 - 300 });
  });

  it('when a $10 item and a $20 optional one sit in a list priced $15, then skipping the $20 one charges $5.00', () => {
    const book = item('book', 1000);
    const calculator = item('calculator', 2000);
    const list = { totalCents: 1500, items: [book, calculator] };
    const isOptional = (i: BoxItem) => i === calculator;
    expect(skipItems(list, ['calculator'], isOptional)).toEqual({ items: [book], skippedItems: [calculator], totalCents: 500 });
    expect(skipItems(list, ['book'], isOptional)).toEqual({ problem: optionalItemMessages.notOptional({ productName: 'Name of book' }) });
  });

  it('when the price is locked below the catalogue sum, then a skipped item takes off its share of that price, not its catalogue price', () => {
    // 279 × 700 / 978 = 199.69…: 199 off.
    expect(skipItems({ ...box, totalCents: 700 }, ['scissors'], optional)).toMatchObject({ totalCents: 501 });
  });

  it('when the price is locked above the catalogue sum, then the share is larger than the catalogue price', () => {
    // 300 × 2000 / 978 = 613.49…: 613 off.
    expect(skipItems({ ...box, totalCents: 2000 }, ['ruler'], optional)).toMatchObject({ totalCents: 1387 });
  });

  it('when 79 optional 50-cent stickers sit in a list priced $40, then skipping them takes off their share, not $39.50', () => {
    const kit = item('kit', 4000);
    const stickers = item('stickers', 50, 79);
    // 3950 × 4000 / 7950 = 1987.42…: the box costs $20.13, not $0.50.
    expect(skipItems({ totalCents: 4000, items: [kit, stickers] }, ['stickers'], (i) => i === stickers)).toMatchObject({ totalCents: 2013 });
  });

  it('when every share has a fraction, then each is rounded down, so the box costs at least what the rule gives', () => {
    const cents = [item('a', 1), item('b', 1), item('c', 1)];
    // Each share is 333.33…: 333 off twice leaves 334, above the exact 333.33….
    expect(skipItems({ totalCents: 1000, items: cents }, ['a', 'b'], () => true)).toMatchObject({ totalCents: 334 });
  });

  it('when every optional item is skipped, then the box costs the required items’ share of the list price', () => {
    // Tissues are 399 of 978: 1500 × 399 / 978 = 611.96…; the two shares taken off (427 and 460) leave 613.
    expect(skipItems({ ...box, totalCents: 1500 }, ['scissors', 'ruler'], optional)).toEqual({
      items: [tissues],
      skippedItems: [scissors, ruler],
      totalCents: 613,
    });
  });

  it('when a skipped item has no price, then it leaves the box and nothing comes off', () => {
    const free = item('free', 0, 3);
    expect(skipItems({ totalCents: 2000, items: [free, tissues] }, ['free'], () => true)).toEqual({ items: [tissues], skippedItems: [free], totalCents: 2000 });
  });

  it('when every item of the list is free, then a skip takes nothing off the list’s price', () => {
    const free = [item('pencil', 0), item('eraser', 0, 2)];
    expect(skipItems({ totalCents: 1000, items: free }, ['eraser'], () => true)).toEqual({ items: [free[0]], skippedItems: [free[1]], totalCents: 1000 });
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
    // Priced at its catalogue sum, the box keeps the eraser's price: the minimum, or a cent under it.
    const atMinimum = { totalCents: MIN_CHARGE_CENTS + 279, items: [scissors, item('eraser', MIN_CHARGE_CENTS)] };
    expect(skipItems(atMinimum, ['scissors'], () => true)).toMatchObject({ totalCents: MIN_CHARGE_CENTS });
    const underIt = { totalCents: MIN_CHARGE_CENTS - 1 + 279, items: [scissors, item('eraser', MIN_CHARGE_CENTS - 1)] };
    expect(skipItems(underIt, ['scissors'], () => true)).toEqual({ problem: belowMinimum });
    // Locked at 60 cents, the tissues' share is 60 × 399 / 978 = 24.4…: 25 cents are left.
    expect(skipItems({ ...box, totalCents: 60 }, ['scissors', 'ruler'], optional)).toEqual({ problem: belowMinimum });
  });

  it('when nothing is skipped, then a list priced under the minimum is left to checkout’s own refusal', () => {
    expect(skipItems({ ...box, totalCents: 10 }, [], optional)).toMatchObject({ totalCents: 10 });
  });

  const lists = fc.uniqueArray(
    fc.record({ productId: fc.string({ minLength: 1 }), name: fc.string(), priceCents: fc.nat(100_000), quantity: fc.integer({ min: 1, max: 999 }) }),
    { minLength: 1, maxLength: 30, selector: (i) => i.productId },
  );

  it('whatever is skipped from a list priced at its catalogue sum, the box and the skipped items split the list, and the price falls by exactly what was skipped', () => {
    fc.assert(
      fc.property(lists, fc.func(fc.boolean()), (list, pick) => {
        const totalCents = catalogueSumCents(list);
        const skipped = list.filter((i) => pick(i.productId));
        const outcome = skipItems(
          { totalCents, items: list },
          skipped.map((i) => i.productId),
          () => true,
        );
        const expected = totalCents - catalogueSumCents(skipped);
        if (skipped.length === list.length) expect(outcome).toEqual({ problem: optionalItemMessages.emptyBox });
        else if (skipped.length && expected < MIN_CHARGE_CENTS) expect(outcome).toEqual({ problem: belowMinimum });
        else expect(outcome).toEqual({ items: list.filter((i) => !pick(i.productId)), skippedItems: skipped, totalCents: expected });
      }),
    );
  });

  it('whatever the list’s price, a skip takes off each item’s share rounded down: never less than the exact share leaves, never a cent per item more', () => {
    fc.assert(
      fc.property(lists, fc.nat(10_000_000), fc.func(fc.boolean()), (list, listCents, pick) => {
        const skipped = list.filter((i) => pick(i.productId));
        const outcome = skipItems(
          { totalCents: listCents, items: list },
          skipped.map((i) => i.productId),
          () => true,
        );
        if (!('totalCents' in outcome)) return;
        const catalogue = BigInt(catalogueSumCents(list));
        const left = BigInt(outcome.totalCents);
        const kept = BigInt(listCents) * (catalogue - BigInt(catalogueSumCents(skipped)));
        // The box's price against the exact rule, list × kept ÷ catalogue, compared without division.
        if (catalogue === 0n) {
          expect(outcome.totalCents).toBe(listCents);
        } else {
          expect(left * catalogue >= kept).toBe(true);
          expect(left * catalogue < kept + BigInt(skipped.length) * catalogue || skipped.length === 0).toBe(true);
        }
        expect(outcome.totalCents).toBeLessThanOrEqual(listCents);
        if (skipped.length) expect(outcome.totalCents).toBeGreaterThanOrEqual(MIN_CHARGE_CENTS);
      }),
    );
  });
});
