import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrder } from '@/testing/order-fixtures';
import { api } from './api-client';
import { pollWhileAwaitingPayment } from './order-polling';
import { getUserOrders, userOrdersQueryOptions } from './user-orders';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the account’s orders', () => {
  it('are read whole from GET /orders/user/{id}', async () => {
    const order = anOrder({ userId: 'uid 1' });
    const get = vi.spyOn(api, 'get').mockResolvedValue({ orders: [order] });
    await expect(getUserOrders('uid 1')).resolves.toEqual([order]);
    expect(get).toHaveBeenCalledWith('/orders/user/uid%201');
  });

  it('are polled every 5 s while one awaits payment', () => {
    expect(userOrdersQueryOptions('uid-1').refetchInterval).toBe(pollWhileAwaitingPayment);
  });
});
