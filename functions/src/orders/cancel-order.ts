import { Timestamp } from 'firebase-admin/firestore';
import { centsToDollars, type CancelOrderResponse } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { HttpError, notFound } from '../http/errors';
import * as logs from '../logs';
import { toApiOrder } from './convert';
import { prepareTransition, runOrderTransaction } from './order-transition';
import { cardPaymentOf, refundPayment, refundsCollection, type CardPayment, type RefundDoc, type StripeRefund } from './refunds';
import { findOrder, ordersCollection } from './repository';
import { API_TEXTS } from '../texts';

/**
 * DELETE /orders/{id}: the order ends CANCELLED and, when it was paid by card, what is left of
 * the payment is refunded (a partial refund made in Stripe's dashboard is not paid back
 * twice). Stripe is asked first, so a refusal or an outage leaves the order as it was and the
 * administrator can simply try again; then one transaction cancels the order, moves its list's
 * counter and records the refund, whose amount is the total refunded (its id is the order's).
 * Asking again changes nothing more.
 */
export async function cancelOrder(caller: Caller, orderId: string): Promise<CancelOrderResponse> {
  const order = await findOrder(orderId);
  if (!order) throw notFound(API_TEXTS.notFound.order);
  const refundedBefore = (await refundsCollection().doc(orderId).get()).data()?.amountCents ?? 0;

  let refund: StripeRefund | null = null;
  let payment: CardPayment | null = null;
  if (refundedBefore < order.snapshot.totalCents) {
    try {
      payment = await cardPaymentOf(order);
      refund = payment && refundedBefore < payment.amountCents ? await refundPayment(orderId, payment, undefined, refundedBefore) : null;
    } catch (err) {
      logs.refundFailed(orderId, err);
      throw new HttpError(502, API_TEXTS.orders.cancelPaymentUnavailable);
    }
  }

  const orderRef = ordersCollection().doc(orderId);
  const refundRef = refundsCollection().doc(orderId);
  const { cancelled, record, from } = await runOrderTransaction(async (tx) => {
    const [orderSnap, refundSnap] = await Promise.all([tx.get(orderRef), tx.get(refundRef)]);
    const current = orderSnap.data();
    if (!current) throw notFound(API_TEXTS.notFound.order);
    const prepared = await prepareTransition(tx, orderRef, current, { type: 'cancel' });
    const now = Timestamp.now();
    const paymentIntentId = payment?.paymentIntentId ?? null;
    const changes = { status: 'CANCELLED' as const, updatedAt: now, ...(paymentIntentId ? { paymentIntentId } : {}) };
    let stored = refundSnap.data() ?? null;
    if (refund && payment) {
      const made = { refundId: refund.refundId ?? stored?.refundId ?? null, stripeStatus: refund.status, requestedBy: caller.uid };
      // What Stripe's charge.refunded events recorded meanwhile is part of the same payment: never more than it charged.
      const amountCents = Math.min((stored?.amountCents ?? 0) + refund.amountCents, payment.amountCents);
      if (stored) tx.update(refundRef, { ...made, amountCents });
      else tx.create(refundRef, { paymentIntentId: payment.paymentIntentId, ...made, amountCents, createdAt: now, confirmedAt: null } satisfies RefundDoc);
      stored = { ...(stored ?? { paymentIntentId: payment.paymentIntentId, createdAt: now, confirmedAt: null }), ...made, amountCents };
    }
    // An order cancelled before its refund (a retry after the payment service failed) still records the payment it refunded.
    if (prepared.transition.kind === 'move') prepared.write(changes, { refundedCents: stored?.amountCents ?? 0 });
    else if (paymentIntentId) tx.update(orderRef, changes);
    return { cancelled: { ...current, ...changes }, record: stored, from: current.status };
  });
  if (from !== 'CANCELLED') logs.orderStatusChanged(orderId, from, 'CANCELLED', `cancelled by ${caller.uid}${record ? ', refunded' : ''}`);
  return {
    order: toApiOrder(orderId, cancelled),
    refund: record ? { amount: centsToDollars(record.amountCents), status: record.stripeStatus } : null,
  };
}
