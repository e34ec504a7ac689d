import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrder } from '@/testing/order-fixtures';
import { api } from './api-client';
import { ORDER_POLL_INTERVAL_MS } from './order-polling';
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

  it('are polled every 5 s while one awaits payment, and not otherwise', async () => {
    const client = new QueryClient();
    const options = userOrdersQueryOptions('uid-1');
    const interval = () => {
      const query = client.getQueryCache().find({ queryKey: options.queryKey })!;
      return typeof options.refetchInterval === 'function' ? options.refetchInterval(query) : options.refetchInterval;
    };

    client.setQueryData(options.queryKey, [anOrder({ status: 'AWAITING_PAYMENT' })]);
    expect(interval()).toBe(ORDER_POLL_INTERVAL_MS);
    client.setQueryData(options.queryKey, [anOrder({ status: 'PAYMENT_SUCCESS' })]);
    expect(interval()).toBe(false);
  });
});
