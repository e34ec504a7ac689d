import { Timestamp } from 'firebase-admin/firestore';
import { centsToDollars, type CancelOrderResponse } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { HttpError, notFound } from '../http/errors';
import { db } from '../lib/firebase';
import * as logs from '../logs';
import { toApiOrder } from './convert';
import { cardPaymentOf, refundPayment, refundsCollection, type RefundDoc, type StripeRefund } from './refunds';
import { findOrder, ordersCollection } from './repository';

export const cancelOrderMessages = {
  paymentUnavailable: 'The payment service is not answering, so the order was not cancelled. Please try again in a moment.',
} as const;

/**
 * DELETE /orders/{id}: the order ends CANCELLED and, when it was paid by card, the payment is
 * refunded. Stripe is asked first, so a refusal or an outage leaves the order as it was and
 * the administrator can simply try again; then one transaction cancels the order and records
 * the refund, once per order (its id is the record's id). Asking again changes nothing more.
 */
export async function cancelOrder(caller: Caller, orderId: string): Promise<CancelOrderResponse> {
  const order = await findOrder(orderId);
  if (!order) throw notFound('Order not found');
  const refunded = (await refundsCollection().doc(orderId).get()).exists;

  let refund: StripeRefund | null = null;
  let paymentIntentId: string | null = null;
  if (!refunded) {
    try {
      const payment = await cardPaymentOf(order);
      paymentIntentId = payment?.paymentIntentId ?? null;
      refund = payment ? await refundPayment(orderId, payment) : null;
    } catch (err) {
      logs.refundFailed(orderId, err);
      throw new HttpError(502, cancelOrderMessages.paymentUnavailable);
    }
  }

  const orderRef = ordersCollection().doc(orderId);
  const refundRef = refundsCollection().doc(orderId);
  const { cancelled, record, from } = await db().runTransaction(async (tx) => {
    const [orderSnap, refundSnap] = await Promise.all([tx.get(orderRef), tx.get(refundRef)]);
    const current = orderSnap.data();
    if (!current) throw notFound('Order not found');
    const now = Timestamp.now();
    const changes = { status: 'CANCELLED' as const, updatedAt: now, ...(paymentIntentId ? { paymentIntentId } : {}) };
    if (current.status !== 'CANCELLED' || paymentIntentId) tx.update(orderRef, changes);
    let stored = refundSnap.data() ?? null;
    if (refund && paymentIntentId && !stored) {
      stored = { paymentIntentId, refundId: refund.refundId, amountCents: refund.amountCents, stripeStatus: refund.status, requestedBy: caller.uid, createdAt: now, confirmedAt: null } satisfies RefundDoc;
      tx.create(refundRef, stored);
    } else if (refund?.refundId && stored && stored.refundId === null) {
      // Stripe's charge.refunded event arrived first and recorded the refund without its id.
      tx.update(refundRef, { refundId: refund.refundId, requestedBy: caller.uid });
    }
    return { cancelled: { ...current, ...changes }, record: stored, from: current.status };
  });
  if (from !== 'CANCELLED') logs.orderStatusChanged(orderId, from, 'CANCELLED', `cancelled by ${caller.uid}${record ? ', refunded' : ''}`);
  return {
    order: toApiOrder(orderId, cancelled),
    refund: record ? { amount: centsToDollars(record.amountCents), status: record.stripeStatus } : null,
  };
}
