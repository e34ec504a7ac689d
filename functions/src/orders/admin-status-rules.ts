import type { OrderStatus } from '@ssb/contract';

export const adminStatusMessages = {
  refunded: 'This order’s payment was refunded, so it stays cancelled. Record a new order instead.',
} as const;

/** What an administrator's status choice does to an order (spec §4: any status, from a dropdown). */
export type AdminStatusChange =
  | { kind: 'cancel' }
  | { kind: 'set'; status: OrderStatus }
  | { kind: 'unchanged' }
  | { kind: 'refused'; message: string };

/**
 * Any status may follow any other, with two rules of money: choosing Cancelled is the
 * cancellation itself (a paid order is refunded), and an order whose payment was refunded
 * stays cancelled, since moving it on would pack a box nobody pays for.
 */
export function adminStatusChange(current: OrderStatus, next: OrderStatus, refunded: boolean): AdminStatusChange {
  if (next === 'CANCELLED') return { kind: 'cancel' };
  if (refunded) return { kind: 'refused', message: adminStatusMessages.refunded };
  if (current === next) return { kind: 'unchanged' };
  return { kind: 'set', status: next };
}
