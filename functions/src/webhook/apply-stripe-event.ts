import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { collection } from '../lib/collections';
import { db } from '../lib/firebase';
import * as logs from '../logs';
import { refundsCollection, type RefundDoc } from '../orders/refunds';
import { ordersCollection } from '../orders/repository';
import { outcomeOfStripeEvent, statusAfterPayment } from '../orders/status-rules';

/** A status change to log once the transaction has committed. */
type Change = { orderId: string; from: string; to: string } | null;

/** A Stripe object id, expanded or not, when it looks like one (events are signed, but their shape is Stripe's to change). */
function idOf(value: unknown): string | null {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value;
  return typeof id === 'string' && /^[A-Za-z0-9_]{1,255}$/.test(id) ? id : null;
}

/** A non-negative whole amount in cents, or 0. */
const centsOf = (value: unknown): number => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : 0);

/**
 * Applies a verified event exactly once: the processed-event record and what the event
 * changes are written in one transaction, so a replay or a concurrent duplicate changes nothing.
 */
export async function applyStripeEvent(event: Stripe.Event): Promise<void> {
  const eventRef = collection.stripeEvents().doc(event.id);
  let change: Change = null;
  await db().runTransaction(async (tx) => {
    change = null;
    if ((await tx.get(eventRef)).exists) return;
    let orderId: string | null = null;
    if (event.type.startsWith('checkout.session.')) {
      ({ orderId, change } = await applyCheckoutOutcome(tx, event.type, event.data.object as Stripe.Checkout.Session));
    } else if (event.type === 'charge.refunded') {
      ({ orderId, change } = await applyRefund(tx, event.data.object as Stripe.Charge));
    }
    tx.create(eventRef, { type: event.type, orderId, receivedAt: Timestamp.now() });
  });
  const applied = change as Change;
  if (applied) logs.orderStatusChanged(applied.orderId, applied.from, applied.to, event.type);
}

/** A checkout that was paid or failed moves its order (status-rules.ts), keeping the PaymentIntent a refund will name. */
async function applyCheckoutOutcome(tx: Transaction, type: string, session: Stripe.Checkout.Session) {
  const orderId = session.metadata?.orderId ?? session.client_reference_id ?? null;
  const outcome = outcomeOfStripeEvent(type, session.payment_status);
  if (!orderId || !outcome) return { orderId, change: null };
  const orderRef = ordersCollection().doc(orderId);
  const current = (await tx.get(orderRef)).data()?.status ?? null;
  const next = current ? statusAfterPayment(current, outcome) : null;
  if (!current || !next) return { orderId, change: null };
  const paymentIntentId = outcome === 'paid' ? idOf(session.payment_intent) : null;
  tx.update(orderRef, { status: next, updatedAt: Timestamp.now(), ...(paymentIntentId ? { paymentIntentId } : {}) });
  return { orderId, change: { orderId, from: current, to: next } };
}

/**
 * `charge.refunded`: Stripe confirms a refund, ours (a cancellation) or one made in its
 * dashboard. The refund record is confirmed, or created when this event is the first news of
 * it; a charge refunded in full cancels its order, since the box is no longer paid for.
 */
async function applyRefund(tx: Transaction, charge: Stripe.Charge) {
  const paymentIntentId = idOf(charge.payment_intent);
  let orderId = charge.metadata?.orderId ?? null;
  if (!orderId && paymentIntentId) {
    const paid = await tx.get(ordersCollection().where('paymentIntentId', '==', paymentIntentId).limit(1));
    orderId = paid.docs[0]?.id ?? null;
  }
  if (!orderId) return { orderId, change: null };
  const orderRef = ordersCollection().doc(orderId);
  const refundRef = refundsCollection().doc(orderId);
  const [orderSnap, refundSnap] = await Promise.all([tx.get(orderRef), tx.get(refundRef)]);
  const order = orderSnap.data();
  if (!order) return { orderId, change: null };
  const now = Timestamp.now();
  const record = refundSnap.data();
  const amountRefunded = centsOf(charge.amount_refunded);
  if (record) {
    if (!record.confirmedAt) tx.update(refundRef, { confirmedAt: now, ...(amountRefunded ? { amountCents: amountRefunded } : {}) });
  } else if (paymentIntentId && amountRefunded > 0) {
    tx.create(refundRef, {
      paymentIntentId,
      refundId: null,
      amountCents: amountRefunded,
      stripeStatus: 'succeeded',
      requestedBy: null,
      createdAt: now,
      confirmedAt: now,
    } satisfies RefundDoc);
  }
  if (charge.refunded !== true || order.status === 'CANCELLED') return { orderId, change: null };
  tx.update(orderRef, { status: 'CANCELLED', updatedAt: now });
  return { orderId, change: { orderId, from: order.status, to: 'CANCELLED' } };
}
