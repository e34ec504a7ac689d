import { centsToDollars, dollarsToCents, isPaidStatus, type Order } from '@ssb/contract';

/** One entry of My Orders: an order on its own, or the boxes of one checkout together. */
export type OrderListEntry = { kind: 'order'; order: Order } | { kind: 'checkout'; checkoutId: string; orders: Order[] };

/**
 * The orders with the boxes of each checkout gathered where its newest box stands, so the
 * list stays newest first; an order paid alone (no checkout id, or the only box of its
 * checkout) stands on its own.
 */
export function groupByCheckout(orders: readonly Order[]): OrderListEntry[] {
  const boxesOf = new Map<string, Order[]>();
  const entries: OrderListEntry[] = [];
  for (const order of orders) {
    const { checkoutId } = order;
    if (!checkoutId) {
      entries.push({ kind: 'order', order });
      continue;
    }
    const boxes = boxesOf.get(checkoutId);
    if (boxes) {
      boxes.push(order);
      continue;
    }
    boxesOf.set(checkoutId, [order]);
    entries.push({ kind: 'checkout', checkoutId, orders: boxesOf.get(checkoutId)! });
  }
  return entries.map((entry) => (entry.kind === 'checkout' && entry.orders.length === 1 ? { kind: 'order', order: entry.orders[0]! } : entry));
}

/** What the checkout's one payment charged: the sum of its boxes' totals, added in cents. */
export const checkoutTotal = (boxes: readonly Order[]): number =>
  centsToDollars(boxes.reduce((sum, box) => sum + dollarsToCents(box.money?.total ?? box.supplyList.totalPrice), 0));

/** The checkout was paid if any box was: cancelling and refunding one box later leaves the others paid. */
export const checkoutPaid = (boxes: readonly Order[]): boolean => boxes.some((box) => isPaidStatus(box.status));

/**
 * A list that may go on past its end (a live view holding as many orders as it asked for)
 * without its last checkout, whose other boxes may be beyond that end: they come back whole
 * with the next page. A list of nothing but that checkout is kept as it is.
 */
export function withoutCutCheckout(orders: Order[]): Order[] {
  const last = orders.at(-1)?.checkoutId;
  if (!last) return orders;
  const kept = orders.filter((order) => order.checkoutId !== last);
  return kept.length ? kept : orders;
}
