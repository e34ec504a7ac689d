import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { orderFromStored, StoredOrderView } from './order-view';

const item = (productId: string, name: string, priceCents: number, quantity: number) => ({ productId, name, description: '', priceCents, quantity });

const stored = {
  status: 'PAYMENT_SUCCESS',
  userId: 'u1',
  supplyListId: 'l1',
  schoolId: 's1',
  studentFirstName: 'Mia',
  studentLastName: 'Rivera',
  contact: { email: 'mia@example.com', phone: '(217) 555-0142', fullAddress: 'Lincoln' },
  snapshot: { listName: 'Grade 1', schoolName: 'Lincoln', note: '', items: [item('p', 'Pencils', 349, 2)], totalCents: 1442 },
};

describe('orderFromStored', () => {
  it('when an order was placed before items could be skipped, or skipped none, then it answers as it always did', () => {
    for (const snapshot of [stored.snapshot, { ...stored.snapshot, skippedItems: [] }]) {
      const order = orderFromStored('o1', z.parse(StoredOrderView, { ...stored, snapshot }), new Date(0));
      expect(order.supplyList).not.toHaveProperty('skippedItems');
    }
  });

  it('when a family skipped items, then the order answers them apart from what was packed, priced in dollars', () => {
    const doc = z.parse(StoredOrderView, { ...stored, snapshot: { ...stored.snapshot, skippedItems: [item('s', 'Scissors', 279, 2)] } });
    const { supplyList } = orderFromStored('o1', doc, new Date(0));
    expect(supplyList.productsMappings.map((m) => m.productId)).toEqual(['p']);
    expect(supplyList.skippedItems).toEqual([{ productId: 's', quantity: 2, product: { id: 's', name: 'Scissors', price: 2.79, description: '' } }]);
    expect(supplyList.totalPrice).toBe(14.42);
  });

  it('when an order was stored before every order had a checkout, then it is the box of a checkout named by its id, as the API answers it', () => {
    expect(orderFromStored('o1', z.parse(StoredOrderView, stored), new Date(0)).checkoutId).toBe('o1');
    expect(orderFromStored('o1', z.parse(StoredOrderView, { ...stored, checkoutId: null }), new Date(0)).checkoutId).toBe('o1');
    expect(orderFromStored('o2', z.parse(StoredOrderView, { ...stored, checkoutId: 'o1' }), new Date(0)).checkoutId).toBe('o1');
  });

  it('when money went back, then the order answers how much in dollars and when; while none did, nothing', () => {
    const at = { toDate: () => new Date('2026-09-03T15:04:05.000Z') };
    const refunded = orderFromStored('o1', z.parse(StoredOrderView, { ...stored, refunded: { amountCents: 1442, at } }), new Date(0));
    expect(refunded.refunded).toEqual({ amount: 14.42, at: '2026-09-03T15:04:05.000Z' });
    for (const none of [{}, { refunded: null }, { refunded: { amountCents: 0, at } }]) {
      expect(orderFromStored('o1', z.parse(StoredOrderView, { ...stored, ...none }), new Date(0))).not.toHaveProperty('refunded');
    }
  });
});
