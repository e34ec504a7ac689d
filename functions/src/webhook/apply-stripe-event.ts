import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { PaymentRefund } from '@ssb/contract';
import * as logs from '../logs';
import { foreignSessionReason, orderEventOfStripeEvent } from '../orders/checkout-events';
import { boxesOf, checkoutsCollection } from '../orders/checkouts';
import { prepareTransition, prepareTransitions, runOrderTransaction, type OrderTransaction } from '../orders/order-transition';
import { refundsCollection, type RefundDoc } from '../orders/refunds';
import { ordersCollection } from '../orders/repository';
import { readSharedPayment, refundsOfPayment, settleRefunds, writeAllocations, writeRefundRecord } from '../orders/shared-refunds';
import { processedEventRef, recordEvent } from './processed-events';
import { refundLatePayments, type LatePayment } from './refund-late-payment';

interface Move {
  orderId: string;
  from: string;
  to: string;
}

/**
 * What an event did, reported once the transaction has committed. `orderId` is what the event
 * named: an order, or a checkout of several boxes. Late payments are refunded after the commit.
 */
type Applied =
  | { kind: 'changed'; orderId: string; moves: Move[]; late: LatePayment[] }
  | { kind: 'foreign-session'; orderId: string; sessionId: string; reason: string }
  | { kind: 'foreign-refund'; orderId: string; paymentIntentId: string | null }
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
  const refunds = await sharedPaymentRefunds(event);
  const applied = await runOrderTransaction(async (tx): Promise<Applied | null> => {
    if ((await tx.get(processedEventRef(event.id))).exists) return null;
    const result = await applyToOrder(tx, event, refunds);
    if (result.kind !== 'changed' || !result.late.length) recordEvent(tx, event, result.orderId);
    return result;
  });
  switch (applied?.kind) {
    case 'changed':
      for (const move of applied.moves) logs.orderStatusChanged(move.orderId, move.from, move.to, event.type);
      if (applied.late.length) await refundLatePayments(event, applied.late, applied.orderId);
      return;
    case 'foreign-session':
      return logs.foreignCheckoutSession(applied.orderId, applied.sessionId, event.id, applied.reason);
    case 'foreign-refund':
      return logs.foreignRefund(applied.orderId, applied.paymentIntentId, event.id);
  }
}

/**
 * The refunds of the payment a checkout's `charge.refunded` is about, from Stripe: the event
 * says only the total refunded, and the boxes sharing the payment are told their parts by refund.
 */
async function sharedPaymentRefunds(event: Stripe.Event): Promise<PaymentRefund[]> {
  if (event.type !== 'charge.refunded') return [];
  const charge = event.data.object as Stripe.Charge;
  const paymentIntentId = idOf(charge.payment_intent);
  return charge.metadata?.checkoutId && paymentIntentId ? refundsOfPayment(paymentIntentId) : [];
}

function applyToOrder(tx: OrderTransaction, event: Stripe.Event, refunds: PaymentRefund[]): Promise<Applied> {
  if (event.type.startsWith('checkout.session.')) return applyCheckoutOutcome(tx, event.type, event.data.object as Stripe.Checkout.Session);
  if (event.type === 'charge.refunded') return applyRefund(tx, event.data.object as Stripe.Charge, refunds);
  return Promise.resolve({ kind: 'nothing', orderId: null });
}

/**
 * A checkout that was paid or failed moves its order as the lifecycle says, when the event is
 * about the order's own session, keeping the PaymentIntent a refund will name. A payment that
 * arrives after the order ended is refunded.
 */
async function applyCheckoutOutcome(tx: OrderTransaction, type: string, session: Stripe.Checkout.Session): Promise<Applied> {
  const checkoutId = session.metadata?.checkoutId ?? null;
  const orderId = checkoutId ?? session.metadata?.orderId ?? session.client_reference_id ?? null;
  const event = orderEventOfStripeEvent(type, session.payment_status);
  if (!orderId || !event) return { kind: 'nothing', orderId };
  const paid = await paidBy(tx, orderId, checkoutId);
  if (!paid) return { kind: 'nothing', orderId };
  const foreign = foreignSessionReason(paid.checkout, { id: session.id, amountTotal: session.amount_total ?? null, currency: session.currency ?? null }, event);
  if (foreign) return { kind: 'foreign-session', orderId, sessionId: session.id, reason: foreign };
  const paymentIntentId = event.type === 'paid' ? idOf(session.payment_intent) : null;
  const prepared = await prepareTransitions(tx, paid.boxes, event);
  const moves: Move[] = [];
  const late: LatePayment[] = [];
  for (const box of prepared) {
    const { transition } = box.prepared;
    if (transition.kind === 'refundPayment') {
      const amountCents = box.order.snapshot.totalCents;
      late.push({ orderId: box.orderId, status: box.order.status, sessionId: session.id, paymentIntentId, amountCents, shared: checkoutId !== null });
    } else if (transition.kind === 'move') {
      box.prepared.write(paymentIntentId ? { paymentIntentId } : {});
      moves.push({ orderId: box.orderId, from: box.order.status, to: transition.to });
    }
  }
  return moves.length || late.length ? { kind: 'changed', orderId, moves, late } : { kind: 'nothing', orderId };
}

/**
 * What a session pays: one order, or every box of a checkout; with what was stored when its
 * checkout opened (the session, and the order's amount or the sum of the boxes).
 */
async function paidBy(tx: Transaction, orderId: string, checkoutId: string | null) {
  if (checkoutId) {
    const checkout = (await tx.get(checkoutsCollection().doc(checkoutId))).data();
    if (!checkout) return null;
    return { checkout: { checkoutSessionId: checkout.sessionId, amountCents: checkout.amountCents }, boxes: await boxesOf(tx, checkout) };
  }
  const ref = ordersCollection().doc(orderId);
  const order = (await tx.get(ref)).data();
  if (!order) return null;
  return { checkout: { checkoutSessionId: order.checkoutSessionId, amountCents: order.snapshot.totalCents }, boxes: [{ orderId, ref, order }] };
}

/**
 * `charge.refunded`: Stripe confirms a refund, ours (a cancellation) or one made in its
 * dashboard, of the payment that paid the order. The refund record is confirmed, or created
 * when this event is the first news of it, and keeps the total refunded; a charge refunded in
 * full cancels its order, since the box is no longer paid for.
 */
async function applyRefund(tx: OrderTransaction, charge: Stripe.Charge, refunds: PaymentRefund[]): Promise<Applied> {
  const paymentIntentId = idOf(charge.payment_intent);
  const checkoutId = charge.metadata?.checkoutId;
  if (checkoutId) return applyCheckoutRefund(tx, charge, checkoutId, paymentIntentId, refunds);
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
  prepared.write({}, { refundedCents: Math.max(record?.amountCents ?? 0, amountRefunded) });
  return { kind: 'changed', orderId, moves: [{ orderId, from: order.status, to: prepared.transition.to }], late: [] };
}

/**
 * `charge.refunded` for a payment shared by the boxes of a checkout. The refunds Stripe holds
 * that were not counted yet are told apart by box (contract's refund-allocation.ts): ours are
 * their box's, one made in Stripe's dashboard is shared among the boxes by what is left of each;
 * each box's record keeps its total and is confirmed. Refunded in full, no box is paid for any
 * more: each box it paid is cancelled, if not yet, and its record holds its whole amount.
 */
async function applyCheckoutRefund(
  tx: OrderTransaction,
  charge: Stripe.Charge,
  checkoutId: string,
  paymentIntentId: string | null,
  refunds: PaymentRefund[],
): Promise<Applied> {
  if (!paymentIntentId) {
    const known = (await tx.get(checkoutsCollection().doc(checkoutId))).exists;
    return known ? { kind: 'foreign-refund', orderId: checkoutId, paymentIntentId } : { kind: 'nothing', orderId: checkoutId };
  }
  const payment = await readSharedPayment(tx, checkoutId, paymentIntentId);
  if (!payment) return { kind: 'nothing', orderId: checkoutId };
  if (!payment.boxes.length) return { kind: 'foreign-refund', orderId: checkoutId, paymentIntentId };

  const { refunded, allocations } = settleRefunds(payment, refunds);
  const inFull = charge.refunded === true;
  const prepared = inFull ? await prepareTransitions(tx, payment.boxes, { type: 'refundedInFull' }) : [];
  const now = Timestamp.now();
  writeAllocations(tx, payment, allocations);
  const moves: Move[] = [];
  payment.boxes.forEach((box, n) => {
    // Refunded in full, every box is, whatever a record missed.
    const amountCents = inFull ? box.order.snapshot.totalCents : refunded.get(box.orderId)!;
    const { record } = box;
    if (record ? !record.confirmedAt || record.amountCents !== amountCents : amountCents > 0) {
      writeRefundRecord(tx, payment, box, { amountCents, confirmedAt: record?.confirmedAt ?? now }, now);
    }
    const moved = prepared[n]?.prepared;
    if (moved?.transition.kind !== 'move') return;
    moved.write({}, { refundedCents: amountCents });
    moves.push({ orderId: box.orderId, from: box.order.status, to: moved.transition.to });
  });
  return { kind: 'changed', orderId: checkoutId, moves, late: [] };
}
