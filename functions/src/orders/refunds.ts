import type Stripe from 'stripe';
import type { RefundDoc } from '@ssb/documents';
import { stripe } from '../lib/stripe';
import { boxesOf, findCheckout, outsideTransaction } from './checkouts';
import type { OrderDoc } from './repository';

export type { RefundDoc };

/** A box's part of a card payment that can be refunded: the PaymentIntent and the box's amount. */
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
 * The PaymentIntent that paid an order, asking Stripe (the truth about money) rather than the
 * order's status: an order still awaiting payment may have been paid a moment ago. A payment page
 * that is still open is expired on the way, so nobody pays for an order being cancelled, unless
 * another box of its checkout may still be paid on it (then this box's part of a later payment
 * is refunded as a late payment). Null when nothing was paid by card (an order recorded at the office).
 */
export async function paymentIntentOf(orderId: string, order: OrderDoc): Promise<string | null> {
  if (order.paymentIntentId) return order.paymentIntentId;
  if (!order.checkoutSessionId) return null;
  let session = await stripe().checkout.sessions.retrieve(order.checkoutSessionId);
  if (session.status === 'open' && !(await otherBoxAwaitsPayment(orderId, order))) {
    try {
      session = await stripe().checkout.sessions.expire(order.checkoutSessionId);
    } catch {
      // Paid between the two calls: the session says so now.
      session = await stripe().checkout.sessions.retrieve(order.checkoutSessionId);
    }
  }
  const paymentIntentId = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  return session.payment_status === 'paid' ? paymentIntentId : null;
}

async function otherBoxAwaitsPayment(orderId: string, order: OrderDoc): Promise<boolean> {
  const found = await findCheckout(outsideTransaction, order.checkoutId);
  const boxes = found ? await boxesOf(outsideTransaction, found.checkout) : [];
  return boxes.some((box) => box.orderId !== orderId && box.order.status === 'AWAITING_PAYMENT');
}

/**
 * Refunds a box's part of a payment (`payment.amountCents`), never the other boxes' money. The
 * key makes a repeated or concurrent request one refund; a charge refunded in full already
 * counts as refunded.
 */
export async function refundPayment(orderId: string, payment: CardPayment, idempotencyKey: string): Promise<StripeRefund> {
  try {
    const refund = await stripe().refunds.create(
      { payment_intent: payment.paymentIntentId, amount: payment.amountCents, reason: 'requested_by_customer', metadata: { orderId } },
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
