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
  if (order.paymentIntentId) return { paymentIntentId: order.paymentIntentId, amountCents: order.snapshot.totalCents };
  if (!order.checkoutSessionId) return null;
  let session = await stripe().checkout.sessions.retrieve(order.checkoutSessionId);
  if (session.status === 'open') {
    try {
      session = await stripe().checkout.sessions.expire(order.checkoutSessionId);
    } catch {
      // Paid between the two calls: the session says so now.
      session = await stripe().checkout.sessions.retrieve(order.checkoutSessionId);
    }
  }
  const paymentIntentId = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  if (session.payment_status !== 'paid' || !paymentIntentId) return null;
  return { paymentIntentId, amountCents: session.amount_total ?? order.snapshot.totalCents };
}

/**
 * Refunds what is left of the payment: with no amount named, Stripe refunds the part not
 * refunded yet, so a partial refund made in its dashboard is not paid back twice. The key
 * (the order's, unless told) makes a repeated or concurrent request one refund; a charge
 * refunded in full already counts as refunded.
 */
export async function refundPayment(orderId: string, payment: CardPayment, idempotencyKey = `refund-${orderId}`): Promise<StripeRefund> {
  try {
    const refund = await stripe().refunds.create(
      { payment_intent: payment.paymentIntentId, reason: 'requested_by_customer', metadata: { orderId } },
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
