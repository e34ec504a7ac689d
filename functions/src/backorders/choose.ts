import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { backorderMessages, backorderTexts, refundParts, type BackorderChoice, type BackorderChoiceRequest, type BackorderNoticeResponse } from '@ssb/contract';
import { ACTORS, type ItemChangeDoc } from '@ssb/documents';
import type { Caller } from '../http/authenticate';
import { badRequest, conflict, HttpError } from '../http/errors';
import { db } from '../lib/firebase';
import * as logs from '../logs';
import { writeItemsChanged } from './box-items';
import { cancelOrder, keepTaxReversals } from '../orders/cancel-order';
import { reverseLineTax } from '../orders/tax-transactions';
import { readCheckoutPayment, refundsOfPayment, settleRefunds, writeAllocations, writeRefundRecord } from '../orders/checkout-refunds';
import { paymentStateOf, refundPayment, type StripeRefund } from '../orders/refunds';
import { ordersCollection, refundsCollection, type OrderDoc } from '../orders/repository';
import { productsCollection } from '../products/repository';
import { keptMargin, writeMarginItemChanged } from '../reports/margin-days';
import { API_TEXTS } from '../texts';
import { waitsFor } from './notify-boxes';
import { readNotice, toApiNotice, type ReadNotice } from './read-notice';
import { backorderNoticesCollection } from './repository';
import { lineProductOf, removalShare } from './shares';

/** Who makes a choice by the e-mail's link: the family, without an account. */
const FAMILY: Caller = { uid: ACTORS.family, email: null, emailVerified: false, user: null, role: null };

/**
 * POST /orders/{id}/backorder-choice: the family's answer to the item's latest delay, by the
 * signed link of its e-mail. Wait and substitute change no money; remove refunds the item's share
 * of the list's price at once; cancel cancels the box with a full refund (cancel-order.ts). The
 * same choice again answers the same result and refunds nothing twice; another choice for the
 * same delay is refused (409).
 */
export async function chooseBackorder(orderId: string, body: BackorderChoiceRequest): Promise<BackorderNoticeResponse> {
  const read = await readNotice(orderId, body.productId, body.token);
  const { notice, order } = read;
  if (notice.choice) return answered(read, body.choice);
  if (body.choice === 'substitute' && !notice.substituteProductId) throw badRequest(backorderMessages.noSubstitute);
  const open = body.choice === 'cancel' ? order.status === 'PAYMENT_SUCCESS' || order.status === 'CANCELLED' : waitsFor(order, body.productId);
  if (!open) throw conflict(backorderMessages.tooLate);
  await CHOICES[body.choice](read);
  return { notice: toApiNotice(await readNotice(orderId, body.productId, body.token)) };
}

/** A notice answered already: the same answer again, or a refusal of another. */
function answered(read: ReadNotice, choice: BackorderChoice): BackorderNoticeResponse {
  const made = read.notice.choice!;
  if (made !== choice) throw conflict(backorderMessages.chosenAlready({ choice: backorderTexts.choices[made] }));
  return { notice: toApiNotice(read) };
}

/** Records `choice` on the notice in `tx`, unless a choice was recorded meanwhile (which `tx` read: the caller checks). */
function recordChoice(tx: Transaction, noticeId: string, choice: BackorderChoice, refundCents: number, now: Timestamp, defaulted = false): void {
  tx.update(backorderNoticesCollection().doc(noticeId), { choice, refundCents, chosenAt: now, defaulted });
}

/** Reads the notice and the order in `tx`: whether the notice is still unanswered, and the order. */
async function readOpen(tx: Transaction, read: ReadNotice): Promise<{ open: boolean; order: OrderDoc }> {
  const [notice, order] = await Promise.all([tx.get(backorderNoticesCollection().doc(read.noticeId)), tx.get(ordersCollection().doc(read.orderId))]);
  return { open: notice.data()?.choice === null, order: order.data()! };
}

const CHOICES: Record<BackorderChoice, (read: ReadNotice) => Promise<void>> = {
  wait: async (read) => {
    await db().runTransaction(async (tx) => {
      const { open } = await readOpen(tx, read);
      if (open) recordChoice(tx, read.noticeId, 'wait', 0, Timestamp.now());
    });
  },
  substitute: async (read) => {
    const substituteId = read.notice.substituteProductId!;
    await db().runTransaction(async (tx) => {
      const [{ open, order }, substitute, kept] = await Promise.all([
        readOpen(tx, read),
        tx.get(productsCollection().doc(substituteId)),
        keptMargin(tx, read.orderId),
      ]);
      if (!open) return;
      const product = substitute.data();
      if (!product) throw badRequest(backorderMessages.substituteMissing);
      if (!waitsFor(order, read.notice.productId)) throw conflict(backorderMessages.tooLate);
      const now = Timestamp.now();
      const before = order.snapshot.items;
      const item = before.find((entry) => entry.productId === read.notice.productId)!;
      // The substitute goes in at the item's price: the family paid that, and later shares count it.
      const items = before.map((entry) =>
        entry === item ? { ...entry, productId: substituteId, name: product.name, description: product.description } : entry,
      );
      const change: ItemChangeDoc = {
        productId: item.productId,
        name: item.name,
        quantity: item.quantity,
        change: 'substituted',
        substitute: { productId: substituteId, name: product.name },
        refundCents: null,
        at: now,
      };
      const changes = [...order.itemChanges, change];
      tx.update(ordersCollection().doc(read.orderId), { 'snapshot.items': items, itemChanges: changes, updatedAt: now });
      writeItemsChanged(tx, order, before, items, changes);
      writeMarginItemChanged(tx, read.orderId, order, kept, item.productId, { productId: substituteId, costCents: product.costCents });
      recordChoice(tx, read.noticeId, 'substitute', 0, now);
    });
  },
  remove: async (read) => {
    const { orderId, order, notice } = read;
    if (order.snapshot.items.length <= 1) throw conflict(backorderMessages.cannotRemoveLast);
    const share = removalShare(order, notice.productId, read.refundedCents);
    const { amountCents } = share;
    let refund: StripeRefund | null = null;
    let paymentIntentId: string | null = null;
    try {
      ({ paymentIntentId } = await paymentStateOf(orderId, order));
      if (paymentIntentId && amountCents > 0) {
        refund = await refundPayment(orderId, { paymentIntentId, amountCents }, `backorder-${read.noticeId}-${amountCents}`);
      }
    } catch (err) {
      logs.refundFailed(orderId, err);
      throw new HttpError(502, API_TEXTS.orders.paymentUnavailable);
    }
    const refunds = refund && paymentIntentId ? await refundsOfPayment(paymentIntentId) : [];
    const removed = await db().runTransaction(async (tx) => {
      const { open, order: stored } = await readOpen(tx, read);
      const payment = refund && paymentIntentId ? await readCheckoutPayment(tx, stored.checkoutId, paymentIntentId, orderId) : null;
      const kept = await keptMargin(tx, orderId);
      if (!open) return null;
      const now = Timestamp.now();
      const refundCents = refund?.amountCents ?? 0;
      const before = stored.snapshot.items;
      const item = before.find((entry) => entry.productId === notice.productId);
      if (!item) return null;
      const items = before.filter((entry) => entry !== item);
      const change: ItemChangeDoc = {
        productId: item.productId,
        name: item.name,
        quantity: item.quantity,
        change: 'removed',
        substitute: null,
        refundCents,
        priceCents: item.priceCents,
        ...(refundCents > 0 ? { parts: refundCents === amountCents ? share.parts : refundParts(share.parts, refundCents) } : {}),
        at: now,
      };
      // The refund record names the removal's parts: it reads them from the order as the removal leaves it.
      const current = { ...stored, itemChanges: [...stored.itemChanges, change] };
      if (payment && refund) {
        // The removal's refund is this box's, as the webhook will tell it; so is any other not counted yet.
        const { refunded, allocations } = settleRefunds(payment, refunds);
        writeAllocations(tx, payment, allocations);
        for (const box of payment.boxes) {
          const total = refunded.get(box.orderId)!;
          const mine = box.orderId === orderId;
          if (mine || total !== (box.record?.amountCents ?? 0)) {
            const changes = { amountCents: total, ...(mine ? { stripeStatus: refund.status, requestedBy: ACTORS.family } : {}) };
            writeRefundRecord(tx, payment, mine ? { ...box, order: current } : box, changes, now);
          }
        }
      }
      tx.update(ordersCollection().doc(orderId), { 'snapshot.items': items, itemChanges: current.itemChanges, updatedAt: now });
      writeItemsChanged(tx, stored, before, items, current.itemChanges);
      writeMarginItemChanged(tx, orderId, stored, kept, item.productId, null);
      recordChoice(tx, read.noticeId, 'remove', refundCents, now);
      return { order: current, whole: refundCents > 0 && refundCents === amountCents };
    });
    if (removed?.whole) await reverseRemovedTax(orderId, removed.order, notice.productId);
  },
  cancel: async (read) => {
    await cancelBox(read, FAMILY, false);
  },
};

/** A removed item refunded all its line paid has that line's sales tax reversed in Stripe Tax, kept on its checkout. */
async function reverseRemovedTax(orderId: string, order: OrderDoc, productId: string): Promise<void> {
  const lineProductId = lineProductOf(order, productId);
  if (!order.money?.lines?.some((line) => line.productId === lineProductId)) return;
  await keepTaxReversals(orderId, order, (boxNumber, ids) => reverseLineTax(orderId, boxNumber, lineProductId, ids));
}

/**
 * Cancels the box with a full refund of what is left of it (the existing cancellation), and
 * records the choice with what it refunded: the family's, or the rule's default after a second
 * delay (`defaulted`).
 */
export async function cancelBox(read: Pick<ReadNotice, 'orderId' | 'noticeId' | 'refundedCents'>, caller: Caller, defaulted: boolean): Promise<void> {
  await cancelOrder(caller, read.orderId);
  const after = (await refundsCollection().doc(read.orderId).get()).data()?.amountCents ?? 0;
  await db().runTransaction(async (tx) => {
    const notice = await tx.get(backorderNoticesCollection().doc(read.noticeId));
    if (notice.data()?.choice === null) recordChoice(tx, read.noticeId, 'cancel', Math.max(0, after - read.refundedCents), Timestamp.now(), defaulted);
  });
}

/** Records the rule's default of waiting on an unanswered notice. */
export async function defaultToWait(noticeId: string): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const notice = await tx.get(backorderNoticesCollection().doc(noticeId));
    if (notice.data()?.choice !== null) return false;
    recordChoice(tx, noticeId, 'wait', 0, Timestamp.now(), true);
    return true;
  });
}
