import { describe, expect, it } from 'vitest';
import { parseUserOrders } from './get-user-orders';

const order = {
  id: 'order-1',
  status: 'PREPARING',
  createdAt: '2025-08-01T09:00:00.000Z',
  userId: 'u1',
  supplyList: { name: 'Grade 1', totalPrice: 41.5, note: '', school: { name: 'Lincoln' }, productsMappings: [] },
};

describe('parseUserOrders', () => {
  it('reads the orders with what the dashboard shows', () => {
    expect(parseUserOrders({ orders: [order] })).toEqual([
      {
        id: 'order-1',
        status: 'PREPARING',
        createdAt: '2025-08-01T09:00:00.000Z',
        supplyList: { name: 'Grade 1', totalPrice: 41.5, school: { name: 'Lincoln' } },
      },
    ]);
  });

  it('rejects anything else', () => {
    expect(() => parseUserOrders({})).toThrow();
    expect(() => parseUserOrders(null)).toThrow();
    expect(() => parseUserOrders({ orders: [{ ...order, status: 'LOST' }] })).toThrow();
    expect(() => parseUserOrders({ orders: [{ ...order, supplyList: { ...order.supplyList, totalPrice: '41.50' } }] })).toThrow();
  });
});
