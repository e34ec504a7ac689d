import type { OrderStatus } from '@ssb/contract';

export type PaymentOutcome = 'paid' | 'failed';

/**
 * Where a payment outcome moves an order, or null when it must not move it.
 * Payment is the truth: a completed payment lifts an awaiting or failed order to
 * PAYMENT_SUCCESS. A failure only ends an order still awaiting payment, so a late
 * `expired` after `completed` changes nothing, and nothing moves a paid order backwards.
 */
export function statusAfterPayment(current: OrderStatus, outcome: PaymentOutcome): OrderStatus | null {
  if (outcome === 'paid') return current === 'AWAITING_PAYMENT' || current === 'PAYMENT_FAILED' ? 'PAYMENT_SUCCESS' : null;
  return current === 'AWAITING_PAYMENT' ? 'PAYMENT_FAILED' : null;
}

/** The Stripe events that say how a checkout ended. */
export function outcomeOfStripeEvent(type: string, paymentStatus?: string | null): PaymentOutcome | null {
  switch (type) {
    case 'checkout.session.completed':
      // Delayed payment methods complete the session before the money arrives.
      return paymentStatus === 'unpaid' ? null : 'paid';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return 'failed';
    default:
      return null;
  }
}
