import { Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { db } from '../lib/firebase';
import * as logs from '../logs';
import { refundPayment, refundsCollection, type RefundDoc } from '../orders/refunds';
import { processedEventRef, recordEvent } from './processed-events';

/** A payment of an order's own session that arrived after the order had failed or was cancelled. */
export interface LatePayment {
  orderId: string;
  status: string;
  sessionId: string;
  paymentIntentId: string | null;
  amountCents: number;
}

/**
 * Gives a late payment back: nobody keeps money for a box that will not be packed, and the
 * order is not lifted back behind anyone's back. Stripe is asked first, under a key of the
 * session, so a retried delivery makes one refund; then one transaction records the refund
 * and the event. When Stripe fails, the event stays unrecorded and Stripe delivers it again.
 */
export async function refundLatePayment(event: Stripe.Event, payment: LatePayment): Promise<void> {
  const { orderId, sessionId, paymentIntentId } = payment;
  const refund = paymentIntentId ? await refundPayment(orderId, { paymentIntentId, amountCents: payment.amountCents }, `refund-${sessionId}`) : null;
  const refundRef = refundsCollection().doc(orderId);
  const recorded = await db().runTransaction(async (tx) => {
    const [eventSnap, refundSnap] = await Promise.all([tx.get(processedEventRef(event.id)), tx.get(refundRef)]);
    if (eventSnap.exists) return false;
    if (refund && paymentIntentId && !refundSnap.exists) {
      const now = Timestamp.now();
      tx.create(refundRef, {
        paymentIntentId,
        refundId: refund.refundId,
        amountCents: refund.amountCents,
        stripeStatus: refund.status,
        requestedBy: null,
        createdAt: now,
        confirmedAt: null,
      } satisfies RefundDoc);
    }
    recordEvent(tx, event, orderId);
    return true;
  });
  if (recorded) logs.latePaymentRefunded(orderId, payment.status, sessionId, refund?.amountCents ?? 0);
}
