import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { MIN_CHARGE_CENTS, optionalItemMessages, type ProductType } from '@ssb/contract';
import type { ProductDoc } from '../products/repository';
import type { SupplyListDoc } from '../supply-lists/repository';
import { buildSnapshot } from './snapshot';

const product = (name: string, priceCents: number | null, productType: ProductType = 'INDIVIDUAL'): ProductDoc => ({
  name,
  nameKey: name.toLowerCase(),
  description: `${name} description`,
  priceCents,
  productType,
  taxCode: 'txcd_99999999',
  supplyListCount: 1,
  createdAt: Timestamp.now(),
});

const list = (totalPriceCents: number | null, items: SupplyListDoc['items'] = defaultItems): SupplyListDoc => ({
  schoolId: 's1',
  name: 'Grade 1',
  nameKey: 'grade 1',
  totalPriceCents,
  note: 'Label everything',
  published: true,
  items,
  productIds: items.map((i) => i.productId),
  orderCount: 0,
  awaitingReview: false,
  approval: null,
  createdAt: Timestamp.now(),
  updatedAt: Timestamp.now(),
});

const defaultItems = [
  { productId: 'a', quantity: 2 },
  { productId: 'b', quantity: 1 },
  { productId: 'gone', quantity: 1 },
];

const products = new Map([
  ['a', product('Pencils', 349)],
  ['b', product('Planner', null)],
  ['scissors', product('Scissors', 279)],
  ['tissues', product('Tissues', 399, 'CLASSROOM')],
  ['paper', product('Copy paper', 599, 'SCHOOL_WIDE')],
]);

// Pencils ×2 always packed; scissors ×2 optional; tissues marked optional before they became a classroom product; paper shared.
const withOptional = [
  { productId: 'a', quantity: 2 },
  { productId: 'scissors', quantity: 2, optional: true as const },
  { productId: 'tissues', quantity: 1, optional: true as const },
  { productId: 'paper', quantity: 1 },
];

const names = (items: { name: string; quantity: number; priceCents: number }[]) => items.map((i) => [i.name, i.quantity, i.priceCents]);

describe('buildSnapshot', () => {
  it('when the list has no set price, then the total is the sum of its items in cents', () => {
    const snapshot = buildSnapshot(list(null), 'Lincoln', products);
    expect(snapshot.totalCents).toBe(698);
    expect(names(snapshot.items)).toEqual([
      ['Pencils', 2, 349],
      ['Planner', 1, 0],
    ]);
    expect(snapshot).toMatchObject({ listName: 'Grade 1', schoolName: 'Lincoln', note: 'Label everything', skippedItems: [] });
  });

  it('when the list price is set (locked), then that price is charged', () => {
    expect(buildSnapshot(list(2500), 'Lincoln', products).totalCents).toBe(2500);
  });

  it('when an optional item is skipped, then it is kept apart, out of the box, and its price × quantity comes off the list’s', () => {
    const snapshot = buildSnapshot(list(null, withOptional), 'Lincoln', products, ['scissors']);
    expect(names(snapshot.items)).toEqual([
      ['Pencils', 2, 349],
      ['Tissues', 1, 399],
      ['Copy paper', 1, 599],
    ]);
    expect(snapshot.skippedItems).toEqual([{ productId: 'scissors', name: 'Scissors', description: 'Scissors description', priceCents: 279, quantity: 2 }]);
    expect(snapshot.totalCents).toBe(698 + 558 + 399 + 599 - 558);
  });

  it('when the list’s price is locked, then the skipped item takes its share of the locked price off it, in cents rounded down', () => {
    // The items cost 2254: 558 × 3000 / 2254 = 742.6…
    const snapshot = buildSnapshot(list(3000, withOptional), 'Lincoln', products, ['scissors']);
    expect(snapshot.totalCents).toBe(3000 - 742);
    // The snapshot keeps the catalogue price of what was skipped.
    expect(snapshot.skippedItems).toMatchObject([{ productId: 'scissors', priceCents: 279, quantity: 2 }]);
  });

  it('when a product that is not optional is skipped, then it is a 400 naming it, classroom and school-wide ones included', () => {
    for (const [id, name] of [
      ['a', 'Pencils'],
      ['tissues', 'Tissues'],
      ['paper', 'Copy paper'],
    ] as const) {
      expect(() => buildSnapshot(list(null, withOptional), 'Lincoln', products, [id])).toThrow(
        expect.objectContaining({ status: 400, message: optionalItemMessages.notOptional({ productName: name }), extra: { success: false } }),
      );
    }
  });

  it('when a product not on the list, or one deleted since, is skipped, then it is a 400', () => {
    expect(() => buildSnapshot(list(null, withOptional), 'Lincoln', products, ['b'])).toThrow(optionalItemMessages.notOnList({ productId: 'b' }));
    expect(() => buildSnapshot(list(null, [...withOptional, { productId: 'gone', quantity: 1, optional: true }]), 'Lincoln', products, ['gone'])).toThrow(
      optionalItemMessages.notOnList({ productId: 'gone' }),
    );
  });

  it('when an item is skipped twice, then it is a 400', () => {
    expect(() => buildSnapshot(list(null, withOptional), 'Lincoln', products, ['scissors', 'scissors'])).toThrow(optionalItemMessages.skippedTwice);
  });

  it('when skipping would take the box under the smallest card charge, then it is a 400', () => {
    // Locked at 65 cents the scissors' share is 558 × 65 / 2254 = 16.09…, leaving 49; at 66, 16.3…, leaving 50.
    expect(() => buildSnapshot(list(65, withOptional), 'Lincoln', products, ['scissors'])).toThrow(optionalItemMessages.belowMinimum({ min: '$0.50' }));
    expect(buildSnapshot(list(66, withOptional), 'Lincoln', products, ['scissors']).totalCents).toBe(MIN_CHARGE_CENTS);
  });
});
