import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { ProductDoc } from '../products/repository';
import type { SupplyListDoc } from '../supply-lists/repository';
import { buildSnapshot } from './snapshot';

const product = (name: string, priceCents: number | null): ProductDoc => ({
  name,
  nameKey: name.toLowerCase(),
  description: `${name} description`,
  priceCents,
  productType: 'INDIVIDUAL',
  supplyListCount: 1,
  createdAt: Timestamp.now(),
});

const list = (totalPriceCents: number | null): SupplyListDoc => ({
  schoolId: 's1',
  name: 'Grade 1',
  nameKey: 'grade 1',
  totalPriceCents,
  note: 'Label everything',
  published: true,
  items: [
    { productId: 'a', quantity: 2 },
    { productId: 'b', quantity: 1 },
    { productId: 'gone', quantity: 1 },
  ],
  productIds: ['a', 'b', 'gone'],
  orderCount: 0,
  createdAt: Timestamp.now(),
  updatedAt: Timestamp.now(),
});

const products = new Map([
  ['a', product('Pencils', 349)],
  ['b', product('Planner', null)],
]);

describe('buildSnapshot', () => {
  it('when the list has no set price, then the total is the sum of its items in cents', () => {
    const snapshot = buildSnapshot(list(null), 'Lincoln', products);
    expect(snapshot.totalCents).toBe(698);
    expect(snapshot.items.map((i) => [i.name, i.quantity, i.priceCents])).toEqual([
      ['Pencils', 2, 349],
      ['Planner', 1, 0],
    ]);
    expect(snapshot).toMatchObject({ listName: 'Grade 1', schoolName: 'Lincoln', note: 'Label everything' });
  });

  it('when the list price is set (locked), then that price is charged', () => {
    expect(buildSnapshot(list(2500), 'Lincoln', products).totalCents).toBe(2500);
  });
});
