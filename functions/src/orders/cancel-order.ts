import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { centsToDollars, refundDue, type CancelOrderResponse, type PaymentRefund } from '@ssb/contract';
import { paidCentsOf } from '@ssb/documents';
import type { Caller } from '../http/authenticate';
import { HttpError, notFound } from '../http/errors';
import * as logs from '../logs';
import { boxesOf, findCheckout, outsideTransaction, type DocumentReader } from './checkouts';
import {
  paymentLeftCents,
  readCheckoutPayment,
  refundedAfter,
  refundsOfPayment,
  settleRefunds,
  writeAllocations,
  writeRefundRecord,
  type CheckoutPayment,
} from './checkout-refunds';
import { toApiOrder } from './convert';
import { prepareTransition, runOrderTransaction } from './order-transition';
import { expireOpenSession, paymentStateOf, refundPayment, type StripeRefund } from './refunds';
import { findOrder, ordersCollection, type OrderDoc, refundsCollection } from './repository';
import { withShippingMoved } from './shipping-carrier';
import { reverseBoxTax } from './tax-transactions';
import { reversedLinesOf } from '../backorders/shares';
import { API_TEXTS } from '../texts';
import { giftRefundWith, prepareGiftRefunded, refundGift, type GiftRefund } from '../sponsorship/gifts';

/** The card payment a cancellation refunds a box's part of: the refund made (none when nothing was left) and every refund of the payment. */
interface Refunding {
  paymentIntentId: string;
  refund: StripeRefund | null;
  refunds: PaymentRefund[];
}

/**
 * DELETE /orders/{id}: the order ends CANCELLED and, when it was paid by card, what is left of
 * its box's part of the payment is refunded (a partial refund made in Stripe's dashboard gave
 * each box of the checkout its part, and is not paid back twice). Stripe is asked first, so a
 * refusal or an outage leaves the order as it was and the administrator can simply try again;
 * then one transaction cancels the order, moves its list's counter and records the refund,
 * whose amount is the total refunded of the box (its id is the order's); a box carrying the
 * checkout's shipping while another box still goes home gives none of it back, and the shipping
 * moves to that box in the same transaction (shipping-carrier.ts); with the checkout's last paid
 * box, its gift to a school's sponsorship pool goes back too (docs/decisions.md §25); last, a payment page
 * still open is expired, so its "expired" event finds the order cancelled (the family hears
 * "cancelled", not "payment not completed"). Asking again changes nothing more.
 */
export async function cancelOrder(caller: Caller, orderId: string): Promise<CancelOrderResponse> {
  const found = await findOrder(orderId);
  if (!found) throw notFound(API_TEXTS.notFound.order);
  // What the box paid once cancelled: without the shipping when it moves to another box.
  const movedBefore = await shippingMoveOf(outsideTransaction, orderId, found);
  const order = movedBefore.get(orderId) ?? found;
  const refundedBefore = (await refundsCollection().doc(orderId).get()).data()?.amountCents ?? 0;

  let refunding: Refunding | null = null;
  let openSessionId: string | null = null;
  let gift: GiftRefund | null = null;
  if (refundedBefore < paidCentsOf(order)) {
    try {
      const payment = await paymentStateOf(orderId, order);
      openSessionId = payment.openSessionId;
      const { paymentIntentId } = payment;
      gift = await giftRefundWith(orderId, order, paymentIntentId);
      if (paymentIntentId) refunding = { paymentIntentId, ...(await refundBox(orderId, order, paymentIntentId, movedBefore)) };
      if (gift) await refundGift(gift);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      logs.refundFailed(orderId, err);
      throw new HttpError(502, API_TEXTS.orders.cancelPaymentUnavailable);
    }
  }

  const orderRef = ordersCollection().doc(orderId);
  const refundRef = refundsCollection().doc(orderId);
  const { cancelled, record, from, giftCents } = await runOrderTransaction(async (tx) => {
    const current = (await tx.get(orderRef)).data();
    if (!current) throw notFound(API_TEXTS.notFound.order);
    const moved = await shippingMoveOf(tx, orderId, current);
    const read = refunding ? await readCheckoutPayment(tx, current.checkoutId, refunding.paymentIntentId, orderId) : null;
    const payment = read && withMoved(read, moved);
    const refundSnap = await tx.get(refundRef);
    const prepared = await prepareTransition(tx, orderRef, current, { type: 'cancel' }, caller.uid);
    const giftRefunded = gift ? await prepareGiftRefunded(tx, gift) : null;
    const now = Timestamp.now();
    const paymentIntentId = refunding?.paymentIntentId ?? null;
    const money = moved.get(orderId)?.money;
    const changes = { status: 'CANCELLED' as const, updatedAt: now, ...(paymentIntentId ? { paymentIntentId } : {}), ...(money ? { money } : {}) };
    for (const [heirId, heir] of moved) if (heirId !== orderId) tx.update(ordersCollection().doc(heirId), { money: heir.money, updatedAt: now });
    let stored = refundSnap.data() ?? null;
    if (payment && refunding) {
      // Every refund of the payment not counted yet, this one included, is told apart by box.
      const { refund } = refunding;
      const { refunded, allocations } = settleRefunds(payment, refunding.refunds);
      writeAllocations(tx, payment, allocations);
      for (const box of payment.boxes) {
        const mine = box.orderId === orderId;
        const amountCents = refunded.get(box.orderId)!;
        const made =
          mine && refund ? { refundId: refund.refundId ?? box.record?.refundId ?? null, stripeStatus: refund.status, requestedBy: caller.uid } : null;
        const changed = made !== null || amountCents !== (box.record?.amountCents ?? 0);
        const record = changed ? writeRefundRecord(tx, payment, box, { amountCents, ...made }, now) : box.record;
        if (mine) stored = record ?? null;
      }
    }
    // An order cancelled before its refund (a retry after the payment service failed) still records the payment it refunded.
    // The family is told all that went back: the box's part and, with its checkout's last paid box, the gift.
    if (prepared.transition.kind === 'move') prepared.write(changes, { refundedCents: (stored?.amountCents ?? 0) + (giftRefunded?.amountCents ?? 0) });
    else if (paymentIntentId || money) tx.update(orderRef, changes);
    giftRefunded?.write();
    const refunded = stored ? refundedAfter(current, stored.amountCents, now) : current.refunded;
    return { cancelled: { ...current, ...changes, refunded }, record: stored, from: current.status, giftCents: giftRefunded?.amountCents ?? 0 };
  });
  if (from !== 'CANCELLED') logs.orderStatusChanged(orderId, from, 'CANCELLED', `cancelled by ${caller.uid}${record ? ', refunded' : ''}`);
  if (openSessionId) await expireOpenSession(orderId, openSessionId);
  if (record && cancelled.money && record.amountCents >= paidCentsOf(cancelled)) await reverseTaxOf(orderId, cancelled);
  return {
    order: toApiOrder(orderId, cancelled),
    refund: record ? { amount: centsToDollars(record.amountCents + giftCents), status: record.stripeStatus } : null,
  };
}

/**
 * The checkout's boxes whose money cancelling `orderId` changes, as it leaves them: the box and the
 * one its shipping moves to (`withShippingMoved`), read with `reader`; empty when nothing moves.
 */
async function shippingMoveOf(reader: DocumentReader, orderId: string, order: OrderDoc): Promise<Map<string, OrderDoc>> {
  if (!order.money?.shippingCents) return new Map();
  const found = await findCheckout(reader, order.checkoutId);
  const boxes = found ? await boxesOf(reader, found.checkout) : [];
  return withShippingMoved(
    orderId,
    boxes.map((box) => (box.orderId === orderId ? { ...box, order } : box)),
  );
}

/** `payment` with its boxes' money as the cancellation leaves it. */
const withMoved = (payment: CheckoutPayment, moved: Map<string, OrderDoc>): CheckoutPayment => ({
  ...payment,
  boxes: payment.boxes.map((box) => ({ ...box, order: moved.get(box.orderId) ?? box.order })),
});

/**
 * A box refunded all it paid has its sales tax reversed in Stripe Tax, kept on its checkout (its
 * removed items' lines were reversed with their refunds).
 */
async function reverseTaxOf(orderId: string, order: OrderDoc): Promise<void> {
  const carried = (order.money?.shippingCents ?? 0) > 0;
  await keepTaxReversals(orderId, order, (boxNumber, ids) => reverseBoxTax(orderId, boxNumber, carried, ids, reversedLinesOf(order)));
}

/**
 * Makes the reversals `reverse` makes of the box's tax transactions (given its place in the
 * checkout) and keeps them on its checkout. The money went back already: a failure is logged for
 * an administrator to reverse by hand.
 */
export async function keepTaxReversals(
  orderId: string,
  order: OrderDoc,
  reverse: (boxNumber: number, taxTransactionIds: readonly string[]) => Promise<string[]>,
): Promise<void> {
  try {
    const found = await findCheckout(outsideTransaction, order.checkoutId);
    const money = found?.checkout.money;
    if (!found || !money?.taxTransactionIds.length) return;
    const reversals = await reverse(found.checkout.orderIds.indexOf(orderId) + 1, money.taxTransactionIds);
    if (reversals.length) await found.ref.update({ 'money.taxReversalIds': FieldValue.arrayUnion(...reversals) });
  } catch (err) {
    logs.taxNotReversed(orderId, err);
  }
}

/**
 * A box's part of its checkout's payment: Stripe's refunds of the payment are told apart by box
 * as the webhook tells them (a partial refund made in Stripe's dashboard gave each box its part),
 * and the box is refunded what is left of it, never more than is left of the payment; with
 * nothing left, Stripe is asked for nothing. The key names the amount, so a retry after another
 * refund changed it is a new request, and a repeated one the same refund. A refund made in the
 * dashboard meanwhile (Stripe: more than is left) is counted and the box asked for again, once.
 * Answers the refund made and every refund of the payment, oldest first, it among them.
 */
async function refundBox(
  orderId: string,
  order: OrderDoc,
  paymentIntentId: string,
  moved: Map<string, OrderDoc>,
): Promise<{ refund: StripeRefund | null; refunds: PaymentRefund[] }> {
  for (let attempt = 1; ; attempt++) {
    const refunds = await refundsOfPayment(paymentIntentId);
    const read = await readCheckoutPayment(outsideTransaction, order.checkoutId, paymentIntentId, orderId);
    if (!read) return { refund: null, refunds };
    const payment = withMoved(read, moved);
    const refundedCents = settleRefunds(payment, refunds).refunded.get(orderId) ?? 0;
    const due = refundDue({ id: orderId, amountCents: paidCentsOf(order), refundedCents }, paymentLeftCents(payment, refunds));
    if (due === 0) return { refund: null, refunds };
    try {
      const refund = await refundPayment(orderId, { paymentIntentId, amountCents: due }, `refund-${orderId}-${due}`);
      return { refund, refunds: refund.refundId ? [...refunds, { id: refund.refundId, amountCents: refund.amountCents, boxId: orderId }] : refunds };
    } catch (err) {
      if (attempt > 1 || (err as Stripe.errors.StripeError).code !== 'amount_too_large') throw err;
    }
  }
}
