import type { OrderStatus } from '@ssb/contract';

/** The currency every Checkout Session is opened in; a payment in another one is not the order's. */
export const CHECKOUT_CURRENCY = 'usd';

export type PaymentOutcome = 'paid' | 'failed';

/**
 * Where a payment outcome moves an order, or null when it must not move it. Only an order
 * still awaiting payment moves: a late `expired` after `completed` changes nothing, nothing
 * moves a paid order backwards, and a payment for an order that has ended (failed or
 * cancelled) is refunded rather than lifting it back (see checkoutEventEffect).
 */
export function statusAfterPayment(current: OrderStatus, outcome: PaymentOutcome): OrderStatus | null {
  if (current !== 'AWAITING_PAYMENT') return null;
  return outcome === 'paid' ? 'PAYMENT_SUCCESS' : 'PAYMENT_FAILED';
}

/** The Stripe events that say how a checkout ended. */
export function outcomeOfStripeEvent(type: string, paymentStatus?: string | null): PaymentOutcome | null {
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      // Only money received pays: delayed payment methods complete the session 'unpaid', and
      // 'no_payment_required' means no money was taken at all.
      return paymentStatus === 'paid' ? 'paid' : null;
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return 'failed';
    default:
      return null;
  }
}

/** What a Checkout Session event says about the session. */
export interface SessionFacts {
  id: string;
  amountTotal: number | null;
  currency: string | null;
}

/** What the order stored when its checkout opened: the session it was made for and what it charges. */
export interface OrderCheckout {
  status: OrderStatus;
  checkoutSessionId: string | null;
  amountCents: number;
}

export const foreignSessionReasons = {
  otherSession: 'the session is not the one opened for this order',
  otherAmount: 'the amount or currency paid is not the order’s',
} as const;

/** What a checkout event does to the order it names. */
export type CheckoutEventEffect =
  | { kind: 'move'; to: OrderStatus }
  /** The order's own session was paid after the order ended: the money goes back. */
  | { kind: 'refund' }
  /** The event is about another session (any Payment Link of the account can name an order): nothing changes. */
  | { kind: 'foreign'; reason: string }
  | { kind: 'none' };

/**
 * A checkout event counts for an order only when it is about the session stored on the order
 * (DESIGN §7) and, to pay it, only with the order's amount and currency.
 */
export function checkoutEventEffect(order: OrderCheckout, session: SessionFacts, outcome: PaymentOutcome): CheckoutEventEffect {
  if (!order.checkoutSessionId || session.id !== order.checkoutSessionId) return { kind: 'foreign', reason: foreignSessionReasons.otherSession };
  if (outcome === 'paid' && (session.amountTotal !== order.amountCents || session.currency !== CHECKOUT_CURRENCY)) {
    return { kind: 'foreign', reason: foreignSessionReasons.otherAmount };
  }
  const to = statusAfterPayment(order.status, outcome);
  if (to) return { kind: 'move', to };
  if (outcome === 'paid' && (order.status === 'PAYMENT_FAILED' || order.status === 'CANCELLED')) return { kind: 'refund' };
  return { kind: 'none' };
}
