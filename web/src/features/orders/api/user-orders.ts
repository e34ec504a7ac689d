import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@ssb/contract';
import { api } from '@/lib/api-client';
import { ORDER_POLL_INTERVAL_MS, shouldPoll } from '../utils/polling';

/**
 * GET /api/orders/user/{id} → `{ orders }`: the account's orders, newest first (with the
 * orders it placed as a guest before signing up, once its e-mail is verified).
 */
export async function getUserOrders(userId: string): Promise<Order[]> {
  const { orders } = await api.get<{ orders: Order[] }>(`/orders/user/${encodeURIComponent(userId)}`);
  return orders;
}

/** The account's orders, refetched every 5 s while one awaits payment (spec §4). */
export function userOrdersQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['orders', 'user', userId] as const,
    queryFn: () => getUserOrders(userId),
    refetchInterval: (query) => (shouldPoll(query.state.data) ? ORDER_POLL_INTERVAL_MS : false),
  });
}

export const useUserOrders = (userId: string) => useQuery(userOrdersQueryOptions(userId));
