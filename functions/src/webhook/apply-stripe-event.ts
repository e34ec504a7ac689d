import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import * as logs from '../logs';
import { foreignSessionReason, orderEventOfStripeEvent } from '../orders/checkout-events';
import { boxesOf, checkoutsCollection } from '../orders/checkouts';
import { prepareTransition, prepareTransitions, runOrderTransaction, type OrderTransaction } from '../orders/order-transition';
import { refundsCollection, type RefundDoc } from '../orders/refunds';
import { ordersCollection } from '../orders/repository';
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
  const applied = await runOrderTransaction(async (tx): Promise<Applied | null> => {
    if ((await tx.get(processedEventRef(event.id))).exists) return null;
    const result = await applyToOrder(tx, event);
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

function applyToOrder(tx: OrderTransaction, event: Stripe.Event): Promise<Applied> {
  if (event.type.startsWith('checkout.session.')) return applyCheckoutOutcome(tx, event.type, event.data.object as Stripe.Checkout.Session);
  if (event.type === 'charge.refunded') return applyRefund(tx, event.data.object as Stripe.Charge);
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
async function applyRefund(tx: OrderTransaction, charge: Stripe.Charge): Promise<Applied> {
  const paymentIntentId = idOf(charge.payment_intent);
  const checkoutId = charge.metadata?.checkoutId;
  if (checkoutId) return applyCheckoutRefund(tx, charge, checkoutId, paymentIntentId);
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
 * `charge.refunded` for a payment shared by the boxes of a checkout. Stripe's total refunded
 * cannot be told apart by box, so a partial refund (an administrator's cancellation of one box,
 * recorded with its amount when it was made) only confirms the records and cancels nothing.
 * Refunded in full, no box is paid for any more: each box it paid is cancelled, if not yet,
 * and its record holds its whole amount.
 */
async function applyCheckoutRefund(tx: OrderTransaction, charge: Stripe.Charge, checkoutId: string, paymentIntentId: string | null): Promise<Applied> {
  const checkout = (await tx.get(checkoutsCollection().doc(checkoutId))).data();
  if (!checkout) return { kind: 'nothing', orderId: checkoutId };
  const boxes = await boxesOf(tx, checkout);
  const refundRefs = boxes.map((box) => refundsCollection().doc(box.orderId));
  const records = (await Promise.all(refundRefs.map((ref) => tx.get(ref)))).map((snap) => snap.data());
  const paid = boxes.flatMap((box, i) =>
    paymentIntentId && (box.order.paymentIntentId === paymentIntentId || records[i]?.paymentIntentId === paymentIntentId) ? [{ ...box, i }] : [],
  );
  if (!paid.length) return { kind: 'foreign-refund', orderId: checkoutId, paymentIntentId };

  const inFull = charge.refunded === true;
  const prepared = inFull ? await prepareTransitions(tx, paid, { type: 'refundedInFull' }) : [];
  const now = Timestamp.now();
  const moves: Move[] = [];
  paid.forEach((box, n) => {
    const record = records[box.i];
    const ref = refundRefs[box.i]!;
    if (!inFull) {
      if (record && !record.confirmedAt) tx.update(ref, { confirmedAt: now });
      return;
    }
    const amountCents = box.order.snapshot.totalCents;
    if (record) tx.update(ref, { confirmedAt: record.confirmedAt ?? now, amountCents });
    else
      tx.create(ref, {
        paymentIntentId: paymentIntentId!,
        refundId: null,
        amountCents,
        stripeStatus: 'succeeded',
        requestedBy: null,
        createdAt: now,
        confirmedAt: now,
      } satisfies RefundDoc);
    const { transition, write } = prepared[n]!.prepared;
    if (transition.kind !== 'move') return;
    write({}, { refundedCents: amountCents });
    moves.push({ orderId: box.orderId, from: box.order.status, to: transition.to });
  });
  return { kind: 'changed', orderId: checkoutId, moves, late: [] };
}
