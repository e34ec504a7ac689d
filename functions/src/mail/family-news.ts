import { isPaidStatus, type OrderStatus } from '@ssb/contract';
import type { FamilyNewsKind, OrderDoc } from '@ssb/documents';

export type { FamilyNewsKind };

/**
 * What a family is told when its order moves from `from` to `to`, or null for a move that
 * tells them nothing new: a correction backwards (an administrator taking a completed box back
 * to In Progress, a paid one back to paid), a failed checkout cancelled afterwards, an order put
 * back to awaiting payment. No I/O.
 */
export function familyNewsOf(from: OrderStatus, to: OrderStatus): FamilyNewsKind | null {
  switch (to) {
    case 'PAYMENT_SUCCESS':
      return isPaidStatus(from) ? null : 'confirmed';
    case 'PAYMENT_FAILED':
      return from === 'AWAITING_PAYMENT' ? 'paymentFailed' : null;
    case 'PREPARING':
      return from === 'COMPLETED' ? null : 'preparing';
    case 'COMPLETED':
      return 'ready';
    case 'CANCELLED':
      return from === 'PAYMENT_FAILED' ? null : 'cancelled';
    case 'AWAITING_PAYMENT':
      return null;
  }
}

/**
 * What the family is to be told when `order` moves `to`: the move's news, unless the order
 * already told it (`announced`). Each kind goes out once per order, whatever moves come
 * between: a handover tick undone and made again says "ready" once, a box set to In Progress,
 * back to paid and to In Progress again says "being packed" once, and a confirmation,
 * cancellation or failed payment is never repeated either (an administrator bringing back a
 * cancelled order, a correction, is not announced again). The outbox asks it for every move.
 */
export function newsToAnnounce(order: Pick<OrderDoc, 'status' | 'announced'>, to: OrderStatus): FamilyNewsKind | null {
  const kind = familyNewsOf(order.status, to);
  return kind && !order.announced.includes(kind) ? kind : null;
}
