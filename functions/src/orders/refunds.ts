import type Stripe from 'stripe';
import type { RefundDoc } from '@ssb/documents';
import { collection } from '../lib/collections';
import { stripe } from '../lib/stripe';
import type { OrderDoc } from './repository';

export type { RefundDoc };

/** One refund record per order, under the order's id. */
export const refundsCollection = collection.refunds;

/** A card payment that can be refunded: the PaymentIntent and what it charged. */
export interface CardPayment {
  paymentIntentId: string;
  amountCents: number;
  /** The payment pays other boxes of the checkout too: refunding this order gives back its box's amount only. */
  shared: boolean;
}

/** What Stripe answered to the refund request. `refundId` is null when Stripe says the charge was refunded already. */
export interface StripeRefund {
  refundId: string | null;
  amountCents: number;
  status: string;
}

/**
 * The card payment behind an order, asking Stripe (the truth about money) rather than the
 * order's status: an order still awaiting payment may have been paid a moment ago. A
 * checkout session that is still open is expired on the way, so nobody pays for an order
 * being cancelled. Null when nothing was paid by card (an order recorded at the office).
 */
export async function cardPaymentOf(order: OrderDoc): Promise<CardPayment | null> {
  const shared = order.checkoutId !== null;
  if (order.paymentIntentId) return { paymentIntentId: order.paymentIntentId, amountCents: order.snapshot.totalCents, shared };
  if (!order.checkoutSessionId) return null;
  let session = await stripe().checkout.sessions.retrieve(order.checkoutSessionId);
  // A shared session stays open for the other boxes; paid later, this box's part is refunded as a late payment.
  if (session.status === 'open' && !shared) {
    try {
      session = await stripe().checkout.sessions.expire(order.checkoutSessionId);
    } catch {
      // Paid between the two calls: the session says so now.
      session = await stripe().checkout.sessions.retrieve(order.checkoutSessionId);
    }
  }
  const paymentIntentId = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  if (session.payment_status !== 'paid' || !paymentIntentId) return null;
  return { paymentIntentId, amountCents: shared ? order.snapshot.totalCents : (session.amount_total ?? order.snapshot.totalCents), shared };
}

/**
 * Refunds what is left of the payment: with no amount named, Stripe refunds the part not
 * refunded yet, so a partial refund made in its dashboard is not paid back twice. A payment
 * shared by several boxes gives back what is left of this box's amount (`refundedBefore` of it
 * was refunded already), never the other boxes' money. The key (the order's, unless told) makes
 * a repeated or concurrent request one refund; a charge refunded in full already counts as refunded.
 */
export async function refundPayment(orderId: string, payment: CardPayment, idempotencyKey = `refund-${orderId}`, refundedBefore = 0): Promise<StripeRefund> {
  const amount = payment.shared ? { amount: payment.amountCents - refundedBefore } : {};
  try {
    const refund = await stripe().refunds.create(
      { payment_intent: payment.paymentIntentId, ...amount, reason: 'requested_by_customer', metadata: { orderId } },
      { idempotencyKey },
    );
    return { refundId: refund.id, amountCents: refund.amount, status: refund.status ?? 'pending' };
  } catch (err) {
    if ((err as Stripe.errors.StripeError).code === 'charge_already_refunded') {
      return { refundId: null, amountCents: payment.amountCents, status: 'succeeded' };
    }
    throw err;
  }
}
