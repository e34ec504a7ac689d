import { describe, expect, it } from 'vitest';
import type { Order } from '@ssb/contract';
import { anOrder } from '@/testing/order-fixtures';
import { checkoutPaid, checkoutTotal, groupByCheckout, withoutCutCheckout } from './group-by-checkout';

const order = (id: string, checkoutId: string | null, totalPrice = 10, status: Order['status'] = 'PAYMENT_SUCCESS') =>
  anOrder({ id, checkoutId, status, supplyList: { ...anOrder().supplyList, totalPrice } });
const ids = (orders: Order[]) => orders.map((o) => o.id);

describe('groupByCheckout', () => {
  it('gathers the boxes of one checkout and keeps the list newest first', () => {
    const orders = [
      order('a', null),
      order('b1', 'co-b'),
      order('b2', 'co-b'),
      order('c', null),
      order('d1', 'co-d'),
      order('d2', 'co-d'),
      order('d3', 'co-d'),
    ];
    expect(groupByCheckout(orders).map((entry) => (entry.kind === 'order' ? entry.order.id : ids(entry.orders)))).toEqual([
      'a',
      ['b1', 'b2'],
      'c',
      ['d1', 'd2', 'd3'],
    ]);
  });

  it('shows the only box of a checkout, and orders paid alone, as single orders', () => {
    const entries = groupByCheckout([order('a', 'co-a'), order('b', null)]);
    expect(entries).toEqual([
      { kind: 'order', order: expect.objectContaining({ id: 'a' }) },
      { kind: 'order', order: expect.objectContaining({ id: 'b' }) },
    ]);
  });

  it('places a checkout where its newest box stands even when another order came between its boxes', () => {
    const entries = groupByCheckout([order('b1', 'co-b'), order('a', null), order('b2', 'co-b')]);
    expect(entries.map((entry) => entry.kind)).toEqual(['checkout', 'order']);
    expect(entries[0]).toEqual({
      kind: 'checkout',
      checkoutId: 'co-b',
      orders: [expect.objectContaining({ id: 'b1' }), expect.objectContaining({ id: 'b2' })],
    });
  });

  it('groups nothing in an empty list', () => {
    expect(groupByCheckout([])).toEqual([]);
  });
});

describe('checkoutTotal', () => {
  it('adds the boxes’ totals in cents, so no float error shows', () => {
    expect(checkoutTotal([order('a', 'co', 0.1), order('b', 'co', 0.2)])).toBe(0.3);
    expect(checkoutTotal([order('a', 'co', 34.31), order('b', 'co', 28.46), order('c', 'co', 17.05)])).toBe(79.82);
  });

  it('adds what each box was charged when the order answers its money (shipping and tax on top of the list price)', () => {
    const money = { subtotal: 34.31, skipped: 0, discount: 3.43, shipping: 4.5, tax: 1.93, total: 37.31 };
    expect(checkoutTotal([{ ...order('a', 'co', 34.31), money }, order('b', 'co', 28.46)])).toBe(65.77);
  });
});

describe('checkoutPaid', () => {
  it('is paid when any box was paid, even with another box cancelled since', () => {
    expect(checkoutPaid([order('a', 'co', 10, 'CANCELLED'), order('b', 'co', 10, 'PREPARING')])).toBe(true);
    expect(checkoutPaid([order('a', 'co', 10, 'COMPLETED'), order('b', 'co', 10, 'PAYMENT_SUCCESS')])).toBe(true);
  });

  it('is not paid while awaiting payment, nor when the payment failed', () => {
    expect(checkoutPaid([order('a', 'co', 10, 'AWAITING_PAYMENT'), order('b', 'co', 10, 'AWAITING_PAYMENT')])).toBe(false);
    expect(checkoutPaid([order('a', 'co', 10, 'PAYMENT_FAILED'), order('b', 'co', 10, 'PAYMENT_FAILED')])).toBe(false);
  });
});

describe('withoutCutCheckout', () => {
  it('leaves out the boxes of the checkout the list ends with', () => {
    expect(ids(withoutCutCheckout([order('a', null), order('b1', 'co-b'), order('b2', 'co-b')]))).toEqual(['a']);
  });

  it('keeps a list that ends with an order paid alone', () => {
    expect(ids(withoutCutCheckout([order('b1', 'co-b'), order('b2', 'co-b'), order('a', null)]))).toEqual(['b1', 'b2', 'a']);
  });

  it('keeps a list that holds nothing but one checkout', () => {
    expect(ids(withoutCutCheckout([order('b1', 'co-b'), order('b2', 'co-b')]))).toEqual(['b1', 'b2']);
  });
});
