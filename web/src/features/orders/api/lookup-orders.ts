import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order, OrderStatus } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { pollWhileAwaitingPayment, shouldPoll } from '@/features/orders/utils/order-polling';

export interface LookupCriteria {
  email: string;
  phone: string;
}

/** POST /api/orders/lookup `{ email, phone }` → `{ orders }`: a guest's orders, newest first. */
async function lookupOrders(criteria: LookupCriteria): Promise<Order[]> {
  const { orders } = await api.post(routePath('POST /orders/lookup'), criteria);
  return orders;
}

/** GET /api/orders/{id}/status → `{ id, status }`. */
async function getOrderStatus(orderId: string): Promise<OrderStatus> {
  const { status } = await api.get(routePath('GET /orders/{id}/status', { id: orderId }));
  return status;
}

/** The orders with a fresh status for each one awaiting payment (an order whose status cannot be read stays as it was). */
export async function refreshAwaitingStatuses(orders: Order[]): Promise<Order[]> {
  return Promise.all(
    orders.map(async (order) => {
      if (order.status !== 'AWAITING_PAYMENT') return order;
      try {
        const status = await getOrderStatus(order.id);
        return status === order.status ? order : { ...order, status };
      } catch {
        return order;
      }
    }),
  );
}

export const guestOrdersQueryKey = ({ email, phone }: LookupCriteria) => ['orders', 'lookup', email, phone] as const;

/**
 * The looked-up orders, refetched every 5 s while one awaits payment (docs/product.md §4).
 *
 * The first fetch is the lookup itself. A poll of orders already shown refreshes the
 * statuses of those awaiting payment through GET /orders/{id}/status: the lookup is rate
 * limited (10 per e-mail and 60 per client in 10 minutes), so repeating it every 5 s would
 * lock the guest out of their orders within a minute. To run the lookup again (a new
 * 'Find My Orders'), reset the query first.
 */
export function guestOrdersQueryOptions(criteria: LookupCriteria) {
  return queryOptions({
    queryKey: guestOrdersQueryKey(criteria),
    queryFn: ({ client, queryKey }) => {
      const shown = client.getQueryData<Order[]>(queryKey);
      return shown && shouldPoll(shown) ? refreshAwaitingStatuses(shown) : lookupOrders(criteria);
    },
    refetchInterval: pollWhileAwaitingPayment,
  });
}

/** The guest's orders for `criteria`; idle until there are criteria. */
export function useGuestOrders(criteria: LookupCriteria | null) {
  return useQuery({
    ...guestOrdersQueryOptions(criteria ?? { email: '', phone: '' }),
    enabled: criteria !== null,
  });
}
