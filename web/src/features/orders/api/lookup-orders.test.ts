import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/api/api-client';
import { anOrder } from '@/testing/order-fixtures';
import { guestOrdersQueryKey, guestOrdersQueryOptions, refreshAwaitingStatuses } from './lookup-orders';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const guest = { email: 'sam.lee@example.com', phone: '(217) 555-0188' };
const awaiting = anOrder({ id: 'order-awaiting', status: 'AWAITING_PAYMENT' });
const completed = anOrder({ id: 'order-completed', status: 'COMPLETED' });

beforeEach(() => {
  get.mockReset();
  post.mockReset();
});

describe('guest orders query', () => {
  it('keeps the e-mail and phone in its key', () => {
    expect(guestOrdersQueryKey(guest)).toEqual(['orders', 'lookup', guest.email, guest.phone]);
  });

  it('looks the orders up by e-mail and phone', async () => {
    post.mockResolvedValue({ orders: [completed] });
    const client = new QueryClient();

    await expect(client.fetchQuery(guestOrdersQueryOptions(guest))).resolves.toEqual([completed]);
    expect(post).toHaveBeenCalledWith('/orders/lookup', guest);
  });

  it('refetches every 5 s while an order awaits payment, and not otherwise', () => {
    const options = guestOrdersQueryOptions(guest);
    const interval = options.refetchInterval as (query: unknown) => number | false;
    const queryWith = (data: unknown) => ({ state: { data } });

    expect(interval(queryWith([completed, awaiting]))).toBe(5000);
    expect(interval(queryWith([completed]))).toBe(false);
    expect(interval(queryWith(undefined))).toBe(false);
  });

  it('a poll of shown orders refreshes the awaiting statuses without repeating the rate-limited lookup', async () => {
    post.mockResolvedValue({ orders: [awaiting, completed] });
    get.mockResolvedValue({ id: awaiting.id, status: 'PAYMENT_SUCCESS' });
    const client = new QueryClient();
    await client.fetchQuery(guestOrdersQueryOptions(guest));

    const polled = await client.fetchQuery({ ...guestOrdersQueryOptions(guest), staleTime: 0 });

    expect(post).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledExactlyOnceWith('/orders/order-awaiting/status');
    expect(polled.map((order) => order.status)).toEqual(['PAYMENT_SUCCESS', 'COMPLETED']);
  });

  it('runs the lookup again once the query is reset', async () => {
    post.mockResolvedValue({ orders: [awaiting] });
    const client = new QueryClient();
    await client.fetchQuery(guestOrdersQueryOptions(guest));

    client.removeQueries({ queryKey: guestOrdersQueryKey(guest) });
    await client.fetchQuery(guestOrdersQueryOptions(guest));

    expect(post).toHaveBeenCalledTimes(2);
  });
});

describe('refreshAwaitingStatuses', () => {
  it('keeps an order as it was when its status cannot be read', async () => {
    get.mockRejectedValue(new ApiError('Order not found', 404, null));
    await expect(refreshAwaitingStatuses([awaiting])).resolves.toEqual([awaiting]);
  });
});
