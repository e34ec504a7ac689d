import { isPaidStatus, type OrderStatus } from '@ssb/contract';
import type { FamilyNewsKind } from '@ssb/documents';

export type { FamilyNewsKind };

/**
 * What a family is told when its order moves from `from` to `to`, or null for a move that
 * tells them nothing new: a correction backwards (an administrator taking a completed box back
 * to In Progress, a paid one back to paid), a failed checkout cancelled afterwards, an order put
 * back to awaiting payment. No I/O: the outbox asks it for every move it is handed.
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
