import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { ProductDoc } from '../products/repository';
import { itemsTotalCents, repricedTotalCents } from './reprice-rules';

const product = (priceCents: number | null): ProductDoc => ({
  name: 'p',
  nameKey: 'p',
  description: '',
  priceCents,
  productType: 'INDIVIDUAL',
  supplyListCount: 1,
  createdAt: Timestamp.now(),
});

const products = new Map([
  ['pencils', product(349)],
  ['planner', product(null)],
]);
const items = [
  { productId: 'pencils', quantity: 2 },
  { productId: 'planner', quantity: 1 },
  { productId: 'deleted', quantity: 3 },
];

describe('itemsTotalCents', () => {
  it('when products have prices, then the total is price × quantity summed; unpriced or missing products count 0', () => {
    expect(itemsTotalCents({ items }, products)).toBe(698);
    expect(itemsTotalCents({ items: [] }, products)).toBe(0);
  });
});

describe('repricedTotalCents', () => {
  it('when a draft stores a total that no longer matches its items, then it gets the new total', () => {
    expect(repricedTotalCents({ items, published: false, totalPriceCents: 500 }, products)).toBe(698);
  });

  it('when a draft already stores the right total, then nothing changes', () => {
    expect(repricedTotalCents({ items, published: false, totalPriceCents: 698 }, products)).toBeNull();
  });

  it('when a list is published, then its locked price stays, whatever its products cost', () => {
    expect(repricedTotalCents({ items, published: true, totalPriceCents: 500 }, products)).toBeNull();
    expect(repricedTotalCents({ items, published: true, totalPriceCents: null }, products)).toBeNull();
  });

  it('when a draft stores no total, then it is left to be priced when read', () => {
    expect(repricedTotalCents({ items, published: false, totalPriceCents: null }, products)).toBeNull();
  });
});
