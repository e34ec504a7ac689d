import type { OrderStatus } from './enums';
import { emailKey } from './text';

// Rules about orders the admin screen shares with the API, without zod (see forms/staff.ts).

/** The order number people see and quote: the last 8 characters of the order's id (spec §2, §9). */
export const orderNumberOf = (orderId: string): string => orderId.slice(-8);

/** The order number as the screens and files show it: '#' and its last 8 characters. */
export const orderNumberText = (orderId: string): string => `#${orderNumberOf(orderId)}`;

/** The order number as stored for search: lower-cased, so what is typed matches in any case. */
export const orderNumberKey = (orderId: string): string => orderNumberOf(orderId).toLowerCase();

/** What a search of GET /orders looks for: an e-mail (it has an @) or an order number, a leading '#' allowed. */
export type OrderSearchKey = { emailKey: string } | { orderNumberKey: string };

export function orderSearchKey(search: string): OrderSearchKey {
  const text = search.trim();
  if (text.includes('@')) return { emailKey: emailKey(text) };
  return { orderNumberKey: text.replace(/^#/, '').trim().toLowerCase() };
}

/** Statuses in which the customer has paid: cancelling such an order refunds the payment. */
export const paidOrderStatuses = ['PAYMENT_SUCCESS', 'PREPARING', 'COMPLETED'] as const satisfies readonly OrderStatus[];
export const isPaidStatus = (status: OrderStatus): boolean => (paidOrderStatuses as readonly OrderStatus[]).includes(status);

/**
 * Orders that were paid or may still be paid (DESIGN §7): only these count on their list, so
 * only they lock its products and show as "{n} order(s) placed". A failed or cancelled
 * checkout never bought anything.
 */
export const liveOrderStatuses = ['AWAITING_PAYMENT', 'PAYMENT_SUCCESS', 'PREPARING', 'COMPLETED'] as const satisfies readonly OrderStatus[];
export const isLiveStatus = (status: OrderStatus): boolean => (liveOrderStatuses as readonly OrderStatus[]).includes(status);

/**
 * How an order moving from `from` to `to` changes its list's `orderCount`; null stands for no
 * order (one being created). Every writer of an order's status moves the counter by this, in
 * the same transaction.
 */
export function orderCountDelta(from: OrderStatus | null, to: OrderStatus): -1 | 0 | 1 {
  const before = from !== null && isLiveStatus(from);
  const after = isLiveStatus(to);
  return before === after ? 0 : after ? 1 : -1;
}
