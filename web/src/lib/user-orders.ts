import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@ssb/contract';
import { api } from './api-client';
import { pollWhileAwaitingPayment } from './order-polling';

/**
 * GET /api/orders/user/{id} → `{ orders }`: the account's orders, newest first (with the
 * orders it placed as a guest before signing up, once its e-mail is verified), each the
 * contract's whole `Order`.
 *
 * One query for every screen that shows them (the dashboard's recent orders, My Orders): a
 * cache key holds one shape of data, or a screen may be handed another's (issue 9: the
 * dashboard once cached a stripped-down order that My Orders' card then read). `Order` is
 * imported as a type only, so zod stays out of the bundle.
 */
export async function getUserOrders(userId: string): Promise<Order[]> {
  const { orders } = await api.get<{ orders: Order[] }>(`/orders/user/${encodeURIComponent(userId)}`);
  return orders;
}

export const userOrdersQueryKey = (userId: string) => ['orders', 'user', userId] as const;

/** The account's orders, refetched every 5 s while one awaits payment (spec §4). */
export function userOrdersQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userOrdersQueryKey(userId),
    queryFn: () => getUserOrders(userId),
    refetchInterval: pollWhileAwaitingPayment,
  });
}

export const useUserOrders = (userId: string) => useQuery(userOrdersQueryOptions(userId));
