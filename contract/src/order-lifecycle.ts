import type { OrderStatus } from './enums';
import { defineTexts } from './i18n/texts';
import en from './locales/lifecycle.en';
import { orderStatusNames } from './order-status-names';

// How an order moves: one table of status × event → the next status, or a refusal with its
// reason. Every writer of an order's status (the Stripe webhook, the cancel link, the
// administrator's dropdown and cancellation, bulk moves, the handover tick) asks `transition`
// and writes what it answers; what follows a move (the list's counter, and any message to the
// family) hangs off the move, not off the caller. No I/O here.

/** Statuses in which the customer has paid: cancelling such an order refunds the payment. */
export const paidOrderStatuses = ['PAYMENT_SUCCESS', 'PREPARING', 'COMPLETED'] as const satisfies readonly OrderStatus[];
export const isPaidStatus = (status: OrderStatus): boolean => (paidOrderStatuses as readonly OrderStatus[]).includes(status);

/**
 * Orders that were paid or may still be paid (docs/decisions.md §7): only these count on their list, so
 * only they lock its products and show as "{n} order(s) placed". A failed or cancelled
 * checkout never bought anything.
 */
export const liveOrderStatuses = ['AWAITING_PAYMENT', 'PAYMENT_SUCCESS', 'PREPARING', 'COMPLETED'] as const satisfies readonly OrderStatus[];
export const isLiveStatus = (status: OrderStatus): boolean => (liveOrderStatuses as readonly OrderStatus[]).includes(status);

/** A school's boxes: paid, not yet handed out. The pick list, packing slips and handover work on these. */
export const boxStatuses = ['PAYMENT_SUCCESS', 'PREPARING'] as const satisfies readonly OrderStatus[];
export const isBoxStatus = (status: OrderStatus): boolean => (boxStatuses as readonly OrderStatus[]).includes(status);

/**
 * A packed box's statuses: its items are off the shelf (docs/decisions.md §26). Packing takes a
 * box's tracked stock on the move into one of these; a move out of them puts it back.
 */
export const packedStatuses = ['PREPARING', 'COMPLETED'] as const satisfies readonly OrderStatus[];
export const isPackedStatus = (status: OrderStatus): boolean => (packedStatuses as readonly OrderStatus[]).includes(status);

/** Paid, not yet packed: what purchasing's demand counts. */
export const awaitingPackingStatuses: readonly OrderStatus[] = paidOrderStatuses.filter((status) => !isPackedStatus(status));
export const isAwaitingPackingStatus = (status: OrderStatus): boolean => awaitingPackingStatuses.includes(status);

/** Where a bulk move in All Orders takes orders. */
export const bulkStatusTargets = ['PREPARING', 'COMPLETED'] as const satisfies readonly OrderStatus[];
type BulkStatusTarget = (typeof bulkStatusTargets)[number];

/** The statuses a bulk move takes orders from: Preparing from paid; Completed from paid or preparing. */
export const bulkSourceStatuses = (target: BulkStatusTarget): readonly OrderStatus[] => (target === 'PREPARING' ? ['PAYMENT_SUCCESS'] : boxStatuses);

/**
 * How an order moving from `from` to `to` changes its list's `orderCount`; null stands for no
 * order (one being created). Every move of an order's status moves the counter by this, in the
 * same transaction.
 */
export function orderCountDelta(from: OrderStatus | null, to: OrderStatus): -1 | 0 | 1 {
  const before = from !== null && isLiveStatus(from);
  const after = isLiveStatus(to);
  return before === after ? 0 : after ? 1 : -1;
}

/** What can happen to an order. */
export type OrderEvent =
  /** The order's own Checkout Session was paid, with its amount and currency. */
  | { type: 'paid' }
  /** Its Checkout Session expired or its payment failed, or the customer left the payment page with Cancel. */
  | { type: 'paymentFailed' }
  /**
   * Pay now on an order whose payment page has expired: a new session for the same boxes is
   * stored on its checkout, and the order awaits its payment again.
   */
  | { type: 'payAgain' }
  /** Stripe reports the order's payment refunded in full (a refund made in its dashboard). */
  | { type: 'refundedInFull' }
  /** An administrator cancels the order (a paid one is refunded first). */
  | { type: 'cancel' }
  /** The administrator's dropdown or Complete button (docs/product.md §4: any status); `refunded`: the payment was refunded. */
  | { type: 'set'; to: OrderStatus; refunded: boolean }
  /** A bulk move in All Orders. */
  | { type: 'bulkMove'; to: BulkStatusTarget }
  /**
   * The handover checklist's tick: the family picked its box up at the school. A box still to
   * pack or packed is Completed by it; one the administrator made ready for pickup (Completed
   * already) stays so, the pick-up recorded beside its status (`handedOver` on the order).
   */
  | { type: 'handOver' }
  /**
   * Undo of that tick. `handedOver`: what the tick recorded on the order (the status it had
   * before, Completed when it was ready for pickup, and whether it was made on the school's
   * today); null when the order was not picked up by a tick.
   */
  | { type: 'undoHandOver'; handedOver: { from: OrderStatus; today: boolean } | null };

export type OrderEventType = OrderEvent['type'];

/** What an event does to an order. */
export type Transition =
  | { kind: 'move'; to: OrderStatus }
  | { kind: 'unchanged' }
  | { kind: 'refused'; reason: string }
  /** A payment arrived for an order that has ended: nothing moves, and the money goes back. */
  | { kind: 'refundPayment' };

export const lifecycleMessages = defineTexts('contract.lifecycle', en, { es: () => import('./locales/lifecycle.es') });

const move = (to: OrderStatus): Transition => ({ kind: 'move', to });
const unchanged: Transition = { kind: 'unchanged' };
const refused = (reason: string): Transition => ({ kind: 'refused', reason });

/**
 * The lifecycle's table. Payments only move an order still awaiting payment (a late
 * `expired` after `completed` changes nothing; nothing moves a paid order backwards), and a
 * payment for an order that has ended is refunded rather than lifting it back. An
 * administrator may set any status, except that an order whose payment was refunded stays
 * cancelled (moving it on would pack a box nobody pays for). A failed order may be paid again
 * (Pay now), never a paid or cancelled one. Fulfilment only moves paid
 * orders forward, so no box is packed or handed out that nobody paid for; a hand-over alone
 * may be taken back, to the status it came from, on the day it was made (an order ready for
 * pickup before it stays Completed, and only its pick-up is taken back).
 */
export function transition(from: OrderStatus, event: OrderEvent): Transition {
  switch (event.type) {
    case 'paid':
      if (from === 'AWAITING_PAYMENT') return move('PAYMENT_SUCCESS');
      return from === 'PAYMENT_FAILED' || from === 'CANCELLED' ? { kind: 'refundPayment' } : unchanged;
    case 'paymentFailed':
      return from === 'AWAITING_PAYMENT' ? move('PAYMENT_FAILED') : unchanged;
    case 'payAgain':
      if (from === 'PAYMENT_FAILED') return move('AWAITING_PAYMENT');
      if (from === 'AWAITING_PAYMENT') return unchanged;
      return refused(from === 'CANCELLED' ? lifecycleMessages.cancelledNotPaid : lifecycleMessages.alreadyPaid);
    case 'refundedInFull':
    case 'cancel':
      return from === 'CANCELLED' ? unchanged : move('CANCELLED');
    case 'set':
      if (event.refunded && event.to !== 'CANCELLED') return refused(lifecycleMessages.refundedStaysCancelled);
      return from === event.to ? unchanged : move(event.to);
    case 'bulkMove':
      if (from === event.to) return refused(lifecycleMessages.alreadyThere({ status: orderStatusNames[event.to] }));
      return bulkSourceStatuses(event.to).includes(from)
        ? move(event.to)
        : refused(lifecycleMessages.notMovedInBulk({ status: orderStatusNames[from], target: orderStatusNames[event.to] }));
    case 'handOver':
      if (from === 'COMPLETED') return unchanged;
      return isBoxStatus(from) ? move('COMPLETED') : refused(lifecycleMessages.notHandedOver({ status: orderStatusNames[from] }));
    case 'undoHandOver': {
      const ticked = event.handedOver;
      if (from !== 'COMPLETED' || !ticked || !(isBoxStatus(ticked.from) || ticked.from === 'COMPLETED')) return refused(lifecycleMessages.undoNotHandedOver);
      if (!ticked.today) return refused(lifecycleMessages.undoTooLate);
      // A box made ready for pickup before its tick stays where it was: only the pick-up goes.
      return ticked.from === 'COMPLETED' ? unchanged : move(ticked.from);
    }
  }
}
