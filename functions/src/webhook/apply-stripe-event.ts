import { Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { collection } from '../lib/collections';
import { db } from '../lib/firebase';
import * as logs from '../logs';
import { ordersCollection } from '../orders/repository';
import { outcomeOfStripeEvent, statusAfterPayment } from '../orders/status-rules';

/**
 * Applies a verified event exactly once: the processed-event record and the order's status
 * change are written in one transaction, so a replay or a concurrent duplicate changes nothing.
 */
export async function applyStripeEvent(event: Stripe.Event): Promise<void> {
  const eventRef = collection.stripeEvents().doc(event.id);
  const session = event.type.startsWith('checkout.session.') ? (event.data.object as Stripe.Checkout.Session) : null;
  const orderId = session?.metadata?.orderId ?? session?.client_reference_id ?? null;
  const outcome = session ? outcomeOfStripeEvent(event.type, session.payment_status) : null;

  await db().runTransaction(async (tx) => {
    if ((await tx.get(eventRef)).exists) return;
    let change: { from: string; to: string } | null = null;
    if (orderId && outcome) {
      const orderRef = ordersCollection().doc(orderId);
      const order = await tx.get(orderRef);
      const current = order.data()?.status ?? null;
      const next = current ? statusAfterPayment(current, outcome) : null;
      if (current && next) {
        tx.update(orderRef, { status: next, updatedAt: Timestamp.now() });
        change = { from: current, to: next };
      }
    }
    tx.create(eventRef, { type: event.type, orderId, receivedAt: Timestamp.now() });
    if (change && orderId) logs.orderStatusChanged(orderId, change.from, change.to, event.type);
  });
}
