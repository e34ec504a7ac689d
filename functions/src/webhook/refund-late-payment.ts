import { Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { refundParts, type MoneyParts } from '@ssb/contract';
import { db } from '../lib/firebase';
import * as logs from '../logs';
import { refundPayment, type RefundDoc } from '../orders/refunds';
import { processedEventRef, recordEvent } from './processed-events';
import { ordersCollection, refundsCollection } from '../orders/repository';

/** A payment of an order's own session that arrived after the order had failed or was cancelled. */
export interface LatePayment {
  orderId: string;
  status: string;
  sessionId: string;
  paymentIntentId: string | null;
  /** The box's part of the payment: what goes back, never the other boxes' money. */
  amountCents: number;
  /** What the box paid by part. */
  parts: MoneyParts;
}

/**
 * Gives late payments back: nobody keeps money for a box that will not be packed, and the
 * order is not lifted back behind anyone's back. Stripe is asked first, under a key of the
 * session and the box, so a retried delivery makes one refund each; then one transaction
 * records the refunds and the event (named by `eventOrderId`). When Stripe fails, the event
 * stays unrecorded and Stripe delivers it again.
 */
export async function refundLatePayments(event: Stripe.Event, payments: LatePayment[], eventOrderId: string): Promise<void> {
  const refunds = await Promise.all(
    payments.map(async (payment) => {
      const { orderId, sessionId, paymentIntentId, amountCents } = payment;
      return paymentIntentId ? refundPayment(orderId, { paymentIntentId, amountCents }, `refund-${sessionId}-${orderId}`) : null;
    }),
  );
  const recorded = await db().runTransaction(async (tx) => {
    const refundRefs = payments.map((payment) => refundsCollection().doc(payment.orderId));
    const [eventSnap, ...refundSnaps] = await Promise.all([tx.get(processedEventRef(event.id)), ...refundRefs.map((ref) => tx.get(ref))]);
    if (eventSnap!.exists) return false;
    payments.forEach(({ paymentIntentId }, i) => {
      const refund = refunds[i];
      if (!refund || !paymentIntentId || refundSnaps[i]!.exists) return;
      const now = Timestamp.now();
      tx.update(ordersCollection().doc(payments[i]!.orderId), { refunded: { amountCents: refund.amountCents, at: now } });
      tx.create(refundRefs[i]!, {
        paymentIntentId,
        refundId: refund.refundId,
        amountCents: refund.amountCents,
        stripeStatus: refund.status,
        requestedBy: null,
        createdAt: now,
        confirmedAt: null,
        parts: refundParts(payments[i]!.parts, refund.amountCents),
      } satisfies RefundDoc);
    });
    recordEvent(tx, event, eventOrderId);
    return true;
  });
  if (recorded) payments.forEach((payment, i) => logs.latePaymentRefunded(payment.orderId, payment.status, payment.sessionId, refunds[i]?.amountCents ?? 0));
}
