import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { db } from '../lib/firebase';
import * as logs from '../logs';
import { foreignSessionReason, orderEventOfStripeEvent } from '../orders/checkout-events';
import { prepareTransition } from '../orders/order-transition';
import { refundsCollection, type RefundDoc } from '../orders/refunds';
import { ordersCollection } from '../orders/repository';
import { processedEventRef, recordEvent } from './processed-events';
import { refundLatePayment, type LatePayment } from './refund-late-payment';

/** What an event did, reported once the transaction has committed. */
type Applied =
  | { kind: 'changed'; orderId: string; from: string; to: string }
  | { kind: 'foreign-session'; orderId: string; sessionId: string; reason: string }
  | { kind: 'foreign-refund'; orderId: string; paymentIntentId: string | null }
  | { kind: 'late-payment'; payment: LatePayment }
  | { kind: 'nothing'; orderId: string | null };

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
 * A late payment is the exception: its event is recorded with its refund, after Stripe has
 * refunded it, so a failed refund is retried by Stripe's next delivery.
 */
export async function applyStripeEvent(event: Stripe.Event): Promise<void> {
  const applied = await db().runTransaction(async (tx): Promise<Applied | null> => {
    if ((await tx.get(processedEventRef(event.id))).exists) return null;
    const result = await applyToOrder(tx, event);
    if (result.kind !== 'late-payment') recordEvent(tx, event, result.orderId);
    return result;
  });
  switch (applied?.kind) {
    case 'changed':
      return logs.orderStatusChanged(applied.orderId, applied.from, applied.to, event.type);
    case 'foreign-session':
      return logs.foreignCheckoutSession(applied.orderId, applied.sessionId, event.id, applied.reason);
    case 'foreign-refund':
      return logs.foreignRefund(applied.orderId, applied.paymentIntentId, event.id);
    case 'late-payment':
      return refundLatePayment(event, applied.payment);
  }
}

function applyToOrder(tx: Transaction, event: Stripe.Event): Promise<Applied> {
  if (event.type.startsWith('checkout.session.')) return applyCheckoutOutcome(tx, event.type, event.data.object as Stripe.Checkout.Session);
  if (event.type === 'charge.refunded') return applyRefund(tx, event.data.object as Stripe.Charge);
  return Promise.resolve({ kind: 'nothing', orderId: null });
}

/**
 * A checkout that was paid or failed moves its order as the lifecycle says, when the event is
 * about the order's own session, keeping the PaymentIntent a refund will name. A payment that
 * arrives after the order ended is refunded.
 */
async function applyCheckoutOutcome(tx: Transaction, type: string, session: Stripe.Checkout.Session): Promise<Applied> {
  const orderId = session.metadata?.orderId ?? session.client_reference_id ?? null;
  const event = orderEventOfStripeEvent(type, session.payment_status);
  if (!orderId || !event) return { kind: 'nothing', orderId };
  const orderRef = ordersCollection().doc(orderId);
  const order = (await tx.get(orderRef)).data();
  if (!order) return { kind: 'nothing', orderId };
  const foreign = foreignSessionReason(
    { checkoutSessionId: order.checkoutSessionId, amountCents: order.snapshot.totalCents },
    { id: session.id, amountTotal: session.amount_total ?? null, currency: session.currency ?? null },
    event,
  );
  if (foreign) return { kind: 'foreign-session', orderId, sessionId: session.id, reason: foreign };
  const paymentIntentId = event.type === 'paid' ? idOf(session.payment_intent) : null;
  const prepared = await prepareTransition(tx, orderRef, order, event);
  switch (prepared.transition.kind) {
    case 'refundPayment':
      return {
        kind: 'late-payment',
        payment: { orderId, status: order.status, sessionId: session.id, paymentIntentId, amountCents: order.snapshot.totalCents },
      };
    case 'move':
      prepared.write(paymentIntentId ? { paymentIntentId } : {});
      return { kind: 'changed', orderId, from: order.status, to: prepared.transition.to };
    default:
      return { kind: 'nothing', orderId };
  }
}

/**
 * `charge.refunded`: Stripe confirms a refund, ours (a cancellation) or one made in its
 * dashboard, of the payment that paid the order. The refund record is confirmed, or created
 * when this event is the first news of it, and keeps the total refunded; a charge refunded in
 * full cancels its order, since the box is no longer paid for.
 */
async function applyRefund(tx: Transaction, charge: Stripe.Charge): Promise<Applied> {
  const paymentIntentId = idOf(charge.payment_intent);
  let orderId = charge.metadata?.orderId ?? null;
  if (!orderId && paymentIntentId) {
    const paid = await tx.get(ordersCollection().where('paymentIntentId', '==', paymentIntentId).limit(1));
    orderId = paid.docs[0]?.id ?? null;
  }
  if (!orderId) return { kind: 'nothing', orderId };
  const orderRef = ordersCollection().doc(orderId);
  const refundRef = refundsCollection().doc(orderId);
  const [orderSnap, refundSnap] = await Promise.all([tx.get(orderRef), tx.get(refundRef)]);
  const order = orderSnap.data();
  if (!order) return { kind: 'nothing', orderId };
  const record = refundSnap.data();
  const paidTheOrder = paymentIntentId !== null && paymentIntentId === order.paymentIntentId;
  if (!paidTheOrder && record?.paymentIntentId !== paymentIntentId) return { kind: 'foreign-refund', orderId, paymentIntentId };

  // A charge refunded in full no longer pays for the box.
  const prepared = paidTheOrder && charge.refunded === true ? await prepareTransition(tx, orderRef, order, { type: 'refundedInFull' }) : null;
  const now = Timestamp.now();
  const amountRefunded = centsOf(charge.amount_refunded);
  if (record) {
    const more = amountRefunded > record.amountCents ? { amountCents: amountRefunded } : {};
    if (!record.confirmedAt || 'amountCents' in more) tx.update(refundRef, { confirmedAt: record.confirmedAt ?? now, ...more });
  } else if (amountRefunded > 0) {
    tx.create(refundRef, {
      paymentIntentId: paymentIntentId!,
      refundId: null,
      amountCents: amountRefunded,
      stripeStatus: 'succeeded',
      requestedBy: null,
      createdAt: now,
      confirmedAt: now,
    } satisfies RefundDoc);
  }
  if (prepared?.transition.kind !== 'move') return { kind: 'nothing', orderId };
  prepared.write();
  return { kind: 'changed', orderId, from: order.status, to: prepared.transition.to };
}
