import type { OrderEvent } from '@ssb/contract';
import { CHECKOUT_CURRENCY } from '@ssb/documents';

// What a Stripe Checkout event says, and whether it is about the order it names. What it then
// does to the order is the lifecycle's to say (contract/src/order-lifecycle.ts).

/** The order's lifecycle event a Checkout event stands for, or null for events that say nothing of how a checkout ended. */
export function orderEventOfStripeEvent(type: string, paymentStatus?: string | null): OrderEvent | null {
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      // Only money received pays: delayed payment methods complete the session 'unpaid', and
      // 'no_payment_required' means no money was taken at all.
      return paymentStatus === 'paid' ? { type: 'paid' } : null;
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return { type: 'paymentFailed' };
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
  checkoutSessionId: string | null;
  amountCents: number;
}

export const foreignSessionReasons = {
  otherSession: 'the session is not the one opened for this order',
  otherAmount: 'the amount or currency paid is not the order’s',
} as const;

/**
 * Why a checkout event is not about the order it names, or null when it is. It counts only for
 * the session stored on the order (docs/decisions.md §2; any Payment Link of the account can name an
 * order) and, to pay it, only with the order's amount and currency.
 */
export function foreignSessionReason(order: OrderCheckout, session: SessionFacts, event: OrderEvent): string | null {
  if (!order.checkoutSessionId || session.id !== order.checkoutSessionId) return foreignSessionReasons.otherSession;
  if (event.type === 'paid' && (session.amountTotal !== order.amountCents || session.currency !== CHECKOUT_CURRENCY)) return foreignSessionReasons.otherAmount;
  return null;
}
