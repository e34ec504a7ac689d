import type Stripe from 'stripe';
import type { RefundDoc } from '@ssb/documents';
import { stripe } from '../lib/stripe';
import * as logs from '../logs';
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

/** How an order's payment stands at Stripe (the truth about money), rather than by the order's status. */
export interface PaymentState {
  /** The PaymentIntent that paid it; null when nothing was paid by card (an order recorded at the office, a page still open). */
  paymentIntentId: string | null;
  /** Its payment page when that is still open and no other box of its checkout may still be paid on it: to expire once the order has ended. */
  openSessionId: string | null;
}

/**
 * Asks Stripe how the order's payment stands: an order still awaiting payment may have been paid
 * a moment ago. The payment page is not expired here: that is done once the order has ended
 * (`expireOpenSession`), so the session's "expired" event finds it ended and says nothing of a
 * failed payment to a family whose order was cancelled.
 */
export async function paymentStateOf(orderId: string, order: OrderDoc): Promise<PaymentState> {
  if (order.paymentIntentId) return { paymentIntentId: order.paymentIntentId, openSessionId: null };
  if (!order.checkoutSessionId) return { paymentIntentId: null, openSessionId: null };
  const session = await stripe().checkout.sessions.retrieve(order.checkoutSessionId);
  const paymentIntentId = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  if (session.payment_status === 'paid') return { paymentIntentId, openSessionId: null };
  const open = session.status === 'open' && !(await otherBoxAwaitsPayment(orderId, order));
  return { paymentIntentId: null, openSessionId: open ? session.id : null };
}

async function otherBoxAwaitsPayment(orderId: string, order: OrderDoc): Promise<boolean> {
  const found = await findCheckout(outsideTransaction, order.checkoutId);
  const boxes = found ? await boxesOf(outsideTransaction, found.checkout) : [];
  return boxes.some((box) => box.orderId !== orderId && box.order.status === 'AWAITING_PAYMENT');
}

/**
 * Expires a cancelled order's payment page, so nobody pays for it. A payment made before the page
 * closed is the checkout's own session paid after the order ended: the webhook refunds it
 * (refund-late-payment.ts), so a failure here is logged and nothing more.
 */
export async function expireOpenSession(orderId: string, sessionId: string): Promise<void> {
  try {
    await stripe().checkout.sessions.expire(sessionId);
  } catch (err) {
    logs.sessionNotExpired(orderId, err);
  }
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
