import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@ssb/contract';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';

/**
 * GET /api/orders/user/{id} → `{ orders }`, newest first: the parts of each order the
 * dashboard shows.
 *
 * Checked with zod/mini using only what the app shell's schemas already use (objects,
 * strings, enums): zod's core is shared with the code every route loads, so each further
 * kind of schema a screen uses (arrays, numbers…) would be added to every route. The list
 * and the price are checked by hand instead.
 */
const orderSchema = z.object({
  id: z.string(),
  status: z.enum(['AWAITING_PAYMENT', 'PAYMENT_SUCCESS', 'PAYMENT_FAILED', 'PREPARING', 'COMPLETED', 'CANCELLED']),
  createdAt: z.string(),
  supplyList: z.object({
    name: z.string(),
    school: z.object({ name: z.string() }),
  }),
});

export type RecentOrder = z.infer<typeof orderSchema> & {
  supplyList: z.infer<typeof orderSchema>['supplyList'] & { totalPrice: number };
};

type Assert<T extends true> = T;
/** Compile-time check that every contract `Order` is a valid `RecentOrder`. */
export type ContractOrderIsARecentOrder = Assert<Order extends RecentOrder ? true : false>;

class UnexpectedResponseError extends Error {
  constructor(detail: string) {
    super(`GET /orders/user: unexpected response (${detail})`);
  }
}

function parseOrder(value: unknown): RecentOrder {
  const order = orderSchema.parse(value);
  const totalPrice = (value as { supplyList: { totalPrice?: unknown } }).supplyList.totalPrice;
  if (typeof totalPrice !== 'number' || !Number.isFinite(totalPrice)) throw new UnexpectedResponseError('totalPrice');
  return { ...order, supplyList: { ...order.supplyList, totalPrice } };
}

export function parseUserOrders(body: unknown): RecentOrder[] {
  const orders = typeof body === 'object' && body !== null ? (body as { orders?: unknown }).orders : undefined;
  if (!Array.isArray(orders)) throw new UnexpectedResponseError('orders');
  return orders.map(parseOrder);
}

export async function getUserOrders(userId: string): Promise<RecentOrder[]> {
  return parseUserOrders(await api.get(`/orders/user/${encodeURIComponent(userId)}`));
}

export const userOrdersQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['orders', 'user', userId], queryFn: () => getUserOrders(userId) });

export function useUserOrders(userId: string) {
  return useQuery(userOrdersQueryOptions(userId));
}
