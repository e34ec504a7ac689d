import { describe, expect, it } from 'vitest';
import { MarginDaysMoves, marginLinesOf } from './margins';

describe('a paid box’s margin', () => {
  const box = {
    snapshot: {
      items: [
        { productId: 'a', priceCents: 400, quantity: 2 },
        { productId: 'd', priceCents: 100, quantity: 1 },
      ],
      totalCents: 900,
    },
    money: { discountCents: 90 },
  };

  it('spreads what the box sold for over its products, less the discount, to the cent, at the costs known', () => {
    expect(marginLinesOf(box, new Map([['a', 150]]))).toEqual([
      { productId: 'a', quantity: 2, revenueCents: 720, costCents: 300 },
      { productId: 'd', quantity: 1, revenueCents: 90, costCents: null },
    ]);
  });

  it('splits a list’s locked price in the products’ proportion, the lines coming to it exactly', () => {
    const lines = marginLinesOf({ ...box, snapshot: { ...box.snapshot, totalCents: 1000 }, money: null }, new Map());
    expect(lines.map((line) => line.revenueCents)).toEqual([889, 111]);
  });

  it('counts a box on its day by product, list and school, and takes exactly that back', () => {
    const moves = new MarginDaysMoves();
    const margin = { day: '2026-08-03', lines: marginLinesOf(box, new Map([['a', 150]])) };
    moves.move({ supplyListId: 'l', schoolId: 's', margin }, 1);
    const day = moves.byDay.get('2026-08-03')!;
    expect(day.lists.get('l')).toEqual({
      schoolId: 's',
      boxes: 1,
      quantity: 3,
      revenueCents: 810,
      costCents: 300,
      uncostedQuantity: 1,
      uncostedRevenueCents: 90,
    });
    expect(day.products.get('d')).toMatchObject({ boxes: 1, uncostedRevenueCents: 90, costCents: 0 });
    moves.move({ supplyListId: 'l', schoolId: 's', margin }, -1);
    expect(day.schools.get('s')).toEqual({ boxes: 0, quantity: 0, revenueCents: 0, costCents: 0, uncostedQuantity: 0, uncostedRevenueCents: 0 });
  });
});
