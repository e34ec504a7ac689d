import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { PaymentRefund } from '@ssb/contract';
import { ACTORS, paidCentsOf, paidPartsOf } from '@ssb/documents';
import * as logs from '../logs';
import { foreignSessionReason, orderEventOfStripeEvent } from '../orders/checkout-events';
import { readCheckoutPayment, refundsOfPayment, settleRefunds, writeAllocations, writeRefundRecord } from '../orders/checkout-refunds';
import { boxesOf, findCheckout, outsideTransaction } from '../orders/checkouts';
import { prepareTransitions, runOrderTransaction, type OrderTransaction } from '../orders/order-transition';
import { ordersCollection } from '../orders/repository';
import { recordTaxTransactions } from '../orders/tax-transactions';
import { promotionCodesCollection } from '../promotion-codes/repository';
import { lateGiftOf, recordGiftReceived, refundGift, type GiftRefund } from '../sponsorship/gifts';
import { processedEventRef, recordEvent } from './processed-events';
import { refundLatePayments, type LatePayment } from './refund-late-payment';

interface Move {
  orderId: string;
  from: string;
  to: string;
}

/**
 * What an event did, reported once the transaction has committed. `orderId` is the checkout the
 * event is about (a checkout of one box shares its order's id), else what it named. Late payments
 * are refunded after the commit.
 */
type Applied =
  | { kind: 'changed'; orderId: string; moves: Move[]; late: LatePayment[]; lateGift?: GiftRefund | null }
  | { kind: 'foreign-session'; orderId: string; sessionId: string; reason: string }
  | { kind: 'foreign-refund'; orderId: string; paymentIntentId: string | null }
  | { kind: 'nothing'; orderId: string | null };

/** A Stripe object id, expanded or not, when it looks like one (events are signed, but their shape is Stripe's to change). */
function idOf(value: unknown): string | null {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value;
  return typeof id === 'string' && /^[A-Za-z0-9_]{1,255}$/.test(id) ? id : null;
}

/**
 * What a session or charge names: the checkout it pays, or (sessions opened before every order
 * had a checkout, and Payment Links of the account) an order, which `findCheckout` maps to its checkout.
 */
const namedIn = (object: { metadata?: Stripe.Metadata | null }, reference?: string | null): string | null =>
  object.metadata?.checkoutId ?? object.metadata?.orderId ?? reference ?? null;

/**
 * Applies a verified event exactly once: the processed-event record and what the event
 * changes are written in one transaction, so a replay or a concurrent duplicate changes nothing.
 * A late payment is the exception: its event is recorded with its refund, after Stripe has
 * refunded it, so a failed refund is retried by Stripe's next delivery.
 */
export async function applyStripeEvent(event: Stripe.Event): Promise<void> {
  const refunds = await paymentRefunds(event);
  const taxTransactionIds = await paidCheckoutTax(event);
  const applied = await runOrderTransaction(async (tx): Promise<Applied | null> => {
    if ((await tx.get(processedEventRef(event.id))).exists) return null;
    const result = await applyToOrder(tx, event, refunds, taxTransactionIds);
    if (result.kind !== 'changed' || !result.late.length) recordEvent(tx, event, result.orderId);
    return result;
  });
  switch (applied?.kind) {
    case 'changed':
      for (const move of applied.moves) logs.orderStatusChanged(move.orderId, move.from, move.to, event.type);
      // A payment that came too late for every box gives its gift back too (before the event is recorded, so a failure is retried).
      if (applied.lateGift) await refundGift(applied.lateGift);
      if (applied.late.length) await refundLatePayments(event, applied.late, applied.orderId);
      return;
    case 'foreign-session':
      return logs.foreignCheckoutSession(applied.orderId, applied.sessionId, event.id, applied.reason);
    case 'foreign-refund':
      return logs.foreignRefund(applied.orderId, applied.paymentIntentId, event.id);
  }
}

/**
 * The refunds of the payment a `charge.refunded` is about, from Stripe: the event says only the
 * total refunded, and the boxes sharing the payment are told their parts by refund.
 */
async function paymentRefunds(event: Stripe.Event): Promise<PaymentRefund[]> {
  if (event.type !== 'charge.refunded') return [];
  const paymentIntentId = idOf((event.data.object as Stripe.Charge).payment_intent);
  return paymentIntentId ? refundsOfPayment(paymentIntentId) : [];
}

/**
 * The tax transactions of the checkout a payment pays, recorded with Stripe Tax before the
 * payment is applied (a failure answers 5xx, and Stripe's retry records them): only for the
 * checkout's own session, and its calculations. Each is recorded once whatever the retries.
 */
async function paidCheckoutTax(event: Stripe.Event): Promise<string[]> {
  if (!event.type.startsWith('checkout.session.')) return [];
  const session = event.data.object as Stripe.Checkout.Session;
  if (orderEventOfStripeEvent(event.type, session.payment_status)?.type !== 'paid') return [];
  const named = namedIn(session, session.client_reference_id);
  const found = named ? await findCheckout(outsideTransaction, named) : null;
  const money = found?.checkout.money;
  if (!found || !money || found.checkout.sessionId !== session.id || session.amount_total !== found.checkout.amountCents) return [];
  if (money.taxTransactionIds.length) return money.taxTransactionIds;
  try {
    return await recordTaxTransactions(found.checkoutId, money.taxCalculationIds);
  } catch (err) {
    logs.taxTransactionNotRecorded(found.checkoutId, err);
    throw err;
  }
}

function applyToOrder(tx: OrderTransaction, event: Stripe.Event, refunds: PaymentRefund[], taxTransactionIds: string[]): Promise<Applied> {
  if (event.type.startsWith('checkout.session.')) return applyCheckoutOutcome(tx, event.type, event.data.object as Stripe.Checkout.Session, taxTransactionIds);
  if (event.type === 'charge.refunded') return applyRefund(tx, event.data.object as Stripe.Charge, refunds);
  return Promise.resolve({ kind: 'nothing', orderId: null });
}

/**
 * A checkout that was paid or failed moves its boxes as the lifecycle says, when the event is
 * about the checkout's own session (with its amount and currency, to pay it), keeping the
 * PaymentIntent a refund will name. A payment that arrives after a box ended is refunded. A
 * payment that pays boxes counts its code's redemption on our record, keeps the checkout's tax
 * transactions and adds its gift to the school's sponsorship pool, in the same write.
 */
async function applyCheckoutOutcome(tx: OrderTransaction, type: string, session: Stripe.Checkout.Session, taxTransactionIds: string[]): Promise<Applied> {
  const named = namedIn(session, session.client_reference_id);
  const event = orderEventOfStripeEvent(type, session.payment_status);
  const found = named && event ? await findCheckout(tx, named) : null;
  if (!found || !event) return { kind: 'nothing', orderId: named };
  const { checkoutId, checkout } = found;
  const own = { checkoutSessionId: checkout.sessionId, amountCents: checkout.amountCents };
  const foreign = foreignSessionReason(own, { id: session.id, amountTotal: session.amount_total ?? null, currency: session.currency ?? null }, event);
  // A session Pay now replaced had expired before it was: its late news is of nothing.
  if (foreign && event.type === 'paymentFailed' && checkout.replacedSessionIds.includes(session.id)) return { kind: 'nothing', orderId: checkoutId };
  if (foreign) return { kind: 'foreign-session', orderId: checkoutId, sessionId: session.id, reason: foreign };
  const paymentIntentId = event.type === 'paid' ? idOf(session.payment_intent) : null;
  const prepared = await prepareTransitions(tx, await boxesOf(tx, checkout), event, ACTORS.stripe);
  const moves: Move[] = [];
  const late: LatePayment[] = [];
  for (const box of prepared) {
    const { transition } = box.prepared;
    if (transition.kind === 'refundPayment') {
      late.push({
        orderId: box.orderId,
        status: box.order.status,
        sessionId: session.id,
        paymentIntentId,
        amountCents: paidCentsOf(box.order),
        parts: paidPartsOf(box.order),
      });
    } else if (transition.kind === 'move') {
      box.prepared.write(paymentIntentId ? { paymentIntentId } : {});
      moves.push({ orderId: box.orderId, from: box.order.status, to: transition.to });
    }
  }
  const { money } = checkout;
  if (event.type === 'paid' && moves.length) recordGiftReceived(tx, found);
  if (event.type === 'paid' && moves.length && money) {
    if (money.promotionCode) tx.update(promotionCodesCollection().doc(money.promotionCode.key), { timesRedeemed: FieldValue.increment(1) });
    if (taxTransactionIds.length) tx.update(found.ref, { money: { ...money, taxTransactionIds } });
  }
  const lateGift = event.type === 'paid' && !moves.length && late.length ? lateGiftOf(checkoutId, checkout, paymentIntentId) : null;
  return moves.length || late.length ? { kind: 'changed', orderId: checkoutId, moves, late, lateGift } : { kind: 'nothing', orderId: checkoutId };
}

/**
 * `charge.refunded`: Stripe confirms a refund, ours (a cancellation, a late payment) or one made
 * in its dashboard, of the payment that paid a checkout's boxes. The refunds Stripe holds that
 * were not counted yet are told apart by box (contract's refund-allocation.ts): ours are their
 * box's, one made in Stripe's dashboard is shared among the boxes by what is left of each; each
 * box's record keeps its total and is confirmed, or is created when this event is the first news
 * of it. Refunded in full, no box is paid for any more: each box it paid is cancelled, if not yet,
 * and its record holds its whole amount. A charge that names nothing is found by its payment.
 */
async function applyRefund(tx: OrderTransaction, charge: Stripe.Charge, refunds: PaymentRefund[]): Promise<Applied> {
  const paymentIntentId = idOf(charge.payment_intent);
  const named = namedIn(charge) ?? (paymentIntentId ? await orderPaidBy(tx, paymentIntentId) : null);
  if (!named) return { kind: 'nothing', orderId: null };
  if (!paymentIntentId) {
    const found = await findCheckout(tx, named);
    return found ? { kind: 'foreign-refund', orderId: found.checkoutId, paymentIntentId } : { kind: 'nothing', orderId: named };
  }
  const payment = await readCheckoutPayment(tx, named, paymentIntentId);
  if (!payment) return { kind: 'nothing', orderId: named };
  if (!payment.boxes.length) return { kind: 'foreign-refund', orderId: payment.checkoutId, paymentIntentId };

  const { refunded, allocations } = settleRefunds(payment, refunds);
  const inFull = charge.refunded === true;
  // What the payment paid: not a box whose part of a late payment went back, which stays as it is.
  const paidFor = inFull ? payment.boxes.filter((box) => box.order.paymentIntentId === paymentIntentId) : [];
  const prepared = new Map((await prepareTransitions(tx, paidFor, { type: 'refundedInFull' }, ACTORS.stripe)).map((box) => [box.orderId, box.prepared]));
  const now = Timestamp.now();
  writeAllocations(tx, payment, allocations);
  const moves: Move[] = [];
  for (const box of payment.boxes) {
    // Refunded in full, every box is, whatever a record missed.
    const amountCents = inFull ? paidCentsOf(box.order) : refunded.get(box.orderId)!;
    const { record } = box;
    if (record ? !record.confirmedAt || record.amountCents !== amountCents : amountCents > 0) {
      writeRefundRecord(tx, payment, box, { amountCents, confirmedAt: record?.confirmedAt ?? now }, now);
    }
    const moved = prepared.get(box.orderId);
    if (moved?.transition.kind !== 'move') continue;
    moved.write({}, { refundedCents: amountCents });
    moves.push({ orderId: box.orderId, from: box.order.status, to: moved.transition.to });
  }
  return { kind: 'changed', orderId: payment.checkoutId, moves, late: [] };
}

/** The order a PaymentIntent paid, for a charge whose metadata names nothing. */
async function orderPaidBy(tx: OrderTransaction, paymentIntentId: string): Promise<string | null> {
  const paid = await tx.get(ordersCollection().where('paymentIntentId', '==', paymentIntentId).limit(1));
  return paid.docs[0]?.id ?? null;
}
