import type { Order } from '@ssb/contract';

/** docs/product.md §4 and §9: while an order awaits payment, the orders are refreshed every 5 seconds. */
export const ORDER_POLL_INTERVAL_MS = 5_000;

/** True while any shown order is AWAITING_PAYMENT. */
export function shouldPoll(orders: readonly Pick<Order, 'status'>[] | undefined): boolean {
  return orders?.some((order) => order.status === 'AWAITING_PAYMENT') ?? false;
}

/** A query's `refetchInterval` for orders: every 5 s while one awaits payment, otherwise never. */
export const pollWhileAwaitingPayment = (query: { state: { data?: readonly Pick<Order, 'status'>[] } }): number | false =>
  shouldPoll(query.state.data) ? ORDER_POLL_INTERVAL_MS : false;
