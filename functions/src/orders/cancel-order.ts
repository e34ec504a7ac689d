import { Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { centsToDollars, refundDue, type CancelOrderResponse, type PaymentRefund } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { HttpError, notFound } from '../http/errors';
import * as logs from '../logs';
import { toApiOrder } from './convert';
import { prepareTransition, runOrderTransaction } from './order-transition';
import { cardPaymentOf, refundPayment, refundsCollection, type CardPayment, type RefundDoc, type StripeRefund } from './refunds';
import { findOrder, ordersCollection, type OrderDoc } from './repository';
import {
  outsideTransaction,
  paymentLeftCents,
  readSharedPayment,
  refundsOfPayment,
  settleRefunds,
  writeAllocations,
  writeRefundRecord,
} from './shared-refunds';
import { API_TEXTS } from '../texts';

/**
 * DELETE /orders/{id}: the order ends CANCELLED and, when it was paid by card, what is left of
 * the payment is refunded (a partial refund made in Stripe's dashboard is not paid back
 * twice). Stripe is asked first, so a refusal or an outage leaves the order as it was and the
 * administrator can simply try again; then one transaction cancels the order, moves its list's
 * counter and records the refund, whose amount is the total refunded (its id is the order's).
 * Asking again changes nothing more. A box of a household's shared payment is refunded what is
 * left of it (`refundSharedBox`).
 */
export async function cancelOrder(caller: Caller, orderId: string): Promise<CancelOrderResponse> {
  const order = await findOrder(orderId);
  if (!order) throw notFound(API_TEXTS.notFound.order);
  const refundedBefore = (await refundsCollection().doc(orderId).get()).data()?.amountCents ?? 0;

  let refund: StripeRefund | null = null;
  let payment: CardPayment | null = null;
  let shared: { checkoutId: string; refunds: PaymentRefund[] } | null = null;
  if (refundedBefore < order.snapshot.totalCents) {
    try {
      payment = await cardPaymentOf(order);
      if (payment?.shared && order.checkoutId) {
        let refunds: PaymentRefund[];
        ({ refund, refunds } = await refundSharedBox(orderId, order, order.checkoutId, payment));
        shared = { checkoutId: order.checkoutId, refunds };
      } else refund = payment && refundedBefore < payment.amountCents ? await refundPayment(orderId, payment, undefined, refundedBefore) : null;
    } catch (err) {
      logs.refundFailed(orderId, err);
      throw new HttpError(502, API_TEXTS.orders.cancelPaymentUnavailable);
    }
  }

  const orderRef = ordersCollection().doc(orderId);
  const refundRef = refundsCollection().doc(orderId);
  const { cancelled, record, from } = await runOrderTransaction(async (tx) => {
    const current = (await tx.get(orderRef)).data();
    if (!current) throw notFound(API_TEXTS.notFound.order);
    const sharedPayment = payment && shared ? await readSharedPayment(tx, shared.checkoutId, payment.paymentIntentId, orderId) : null;
    const refundSnap = sharedPayment ? null : await tx.get(refundRef);
    const prepared = await prepareTransition(tx, orderRef, current, { type: 'cancel' });
    const now = Timestamp.now();
    const paymentIntentId = payment?.paymentIntentId ?? null;
    const changes = { status: 'CANCELLED' as const, updatedAt: now, ...(paymentIntentId ? { paymentIntentId } : {}) };
    let stored = refundSnap?.data() ?? null;
    if (sharedPayment && shared) {
      // Every refund of the payment not counted yet, this one included, is told apart by box.
      const { refunded, allocations } = settleRefunds(sharedPayment, shared.refunds);
      writeAllocations(tx, sharedPayment, allocations);
      for (const box of sharedPayment.boxes) {
        const mine = box.orderId === orderId;
        const amountCents = refunded.get(box.orderId)!;
        const made =
          mine && refund ? { refundId: refund.refundId ?? box.record?.refundId ?? null, stripeStatus: refund.status, requestedBy: caller.uid } : null;
        const changed = made !== null || amountCents !== (box.record?.amountCents ?? 0);
        const record = changed ? writeRefundRecord(tx, sharedPayment, box, { amountCents, ...made }, now) : box.record;
        if (mine) stored = record ?? null;
      }
    } else if (refund && payment) {
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

/**
 * A box of a household's shared payment: Stripe's refunds of the payment are told apart by box
 * as the webhook tells them (a partial refund made in Stripe's dashboard gave each box its part),
 * and the box is refunded what is left of it, never more than is left of the payment; with
 * nothing left, Stripe is asked for nothing. The key names the amount, so a retry after another
 * refund changed it is a new request, and a repeated one the same refund. A refund made in the
 * dashboard meanwhile (Stripe: more than is left) is counted and the box asked for again, once.
 * Answers the refund made and every refund of the payment, oldest first, it among them.
 */
async function refundSharedBox(
  orderId: string,
  order: OrderDoc,
  checkoutId: string,
  payment: CardPayment,
): Promise<{ refund: StripeRefund | null; refunds: PaymentRefund[] }> {
  for (let attempt = 1; ; attempt++) {
    const refunds = await refundsOfPayment(payment.paymentIntentId);
    const shared = await readSharedPayment(outsideTransaction, checkoutId, payment.paymentIntentId, orderId);
    if (!shared) return { refund: null, refunds };
    const refundedCents = settleRefunds(shared, refunds).refunded.get(orderId) ?? 0;
    const due = refundDue({ id: orderId, amountCents: order.snapshot.totalCents, refundedCents }, paymentLeftCents(shared, refunds));
    if (due === 0) return { refund: null, refunds };
    try {
      const refund = await refundPayment(orderId, { ...payment, amountCents: due }, `refund-${orderId}-${due}`);
      return { refund, refunds: refund.refundId ? [...refunds, { id: refund.refundId, amountCents: refund.amountCents, boxId: orderId }] : refunds };
    } catch (err) {
      if (attempt > 1 || (err as Stripe.errors.StripeError).code !== 'amount_too_large') throw err;
    }
  }
}
