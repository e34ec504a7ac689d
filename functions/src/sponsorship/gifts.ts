import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { isPaidStatus } from '@ssb/contract';
import { GIFT_REFUND_KEY, poolBalanceCents, type CheckoutDoc, type OrderDoc } from '@ssb/documents';
import { conflict } from '../http/errors';
import { stripe } from '../lib/stripe';
import { boxesOf, findCheckout, outsideTransaction } from '../orders/checkouts';
import { announceGift, type OrderTransaction } from '../orders/order-transition';
import { checkoutsCollection } from '../orders/repository';
import { API_TEXTS } from '../texts';
import { poolIncrementRef, sponsorshipPoolsCollection } from './repository';

/**
 * A checkout's gift joins its school's sponsorship pool when the checkout's boxes move to paid,
 * in that transaction, once: the checkout keeps when it did (`gift.receivedAt`), and a repeated
 * webhook finds it there. Increments only, so it reads nothing and may follow the moves' writes.
 * The boxes' confirmation thanks the family for it.
 */
export function recordGiftReceived(tx: OrderTransaction, checkout: { checkoutId: string; ref: DocumentReference<CheckoutDoc>; checkout: CheckoutDoc }): void {
  const { gift } = checkout.checkout;
  if (!gift || gift.receivedAt) return;
  announceGift(tx, checkout.checkoutId, gift);
  const now = Timestamp.now();
  tx.update(checkout.ref, { gift: { ...gift, receivedAt: now } });
  tx.set(poolIncrementRef(gift.schoolId), { givenCents: FieldValue.increment(gift.amountCents) }, { merge: true });
}

/** A checkout's gift going back with its last paid box. */
export interface GiftRefund {
  checkoutId: string;
  schoolId: string;
  amountCents: number;
  paymentIntentId: string;
}

/**
 * The gift a box's cancellation refunds too: its checkout's, once in the pool and not refunded
 * yet, when the box is the checkout's last one still paid. A pool that has given the gift to a
 * family already (its balance below the gift) refuses the cancellation (409): nothing is
 * refunded or changed, and the administrator is told what to do instead.
 */
export async function giftRefundWith(orderId: string, order: OrderDoc, paymentIntentId: string | null): Promise<GiftRefund | null> {
  if (!paymentIntentId || !isPaidStatus(order.status)) return null;
  const found = await findCheckout(outsideTransaction, order.checkoutId);
  const gift = found?.checkout.gift;
  if (!found || !gift?.receivedAt || gift.refundedAt) return null;
  const boxes = await boxesOf(outsideTransaction, found.checkout);
  if (boxes.some((box) => box.orderId !== orderId && isPaidStatus(box.order.status))) return null;
  const pool = (await sponsorshipPoolsCollection().doc(gift.schoolId).get()).data();
  if (poolBalanceCents(pool) < gift.amountCents) throw conflict(API_TEXTS.sponsorship.giftSpent);
  return { checkoutId: found.checkoutId, schoolId: gift.schoolId, amountCents: gift.amountCents, paymentIntentId };
}

/** The gift of a checkout whose payment came after every box had ended: it never joined the pool, and goes back with the boxes' parts. */
export function lateGiftOf(checkoutId: string, checkout: CheckoutDoc, paymentIntentId: string | null): GiftRefund | null {
  const { gift } = checkout;
  if (!gift || gift.receivedAt || !paymentIntentId) return null;
  return { checkoutId, schoolId: gift.schoolId, amountCents: gift.amountCents, paymentIntentId };
}

/**
 * Refunds the gift in Stripe, once per checkout whatever the retries. Its refund names the gift,
 * not a box, so the boxes' refunds are told apart without it (checkout-refunds.ts).
 */
export async function refundGift(gift: GiftRefund): Promise<void> {
  await stripe().refunds.create(
    { payment_intent: gift.paymentIntentId, amount: gift.amountCents, reason: 'requested_by_customer', metadata: { [GIFT_REFUND_KEY]: gift.checkoutId } },
    { idempotencyKey: `gift-refund-${gift.checkoutId}` },
  );
}

/**
 * Takes a refunded gift out of its school's pool in the cancellation's transaction, once: read
 * with the transaction's other reads, the write made after them. Answers the cents it refunds.
 */
export async function prepareGiftRefunded(tx: Transaction, gift: GiftRefund): Promise<{ amountCents: number; write(): void }> {
  const ref = checkoutsCollection().doc(gift.checkoutId);
  const current = (await tx.get(ref)).data()?.gift;
  if (!current || current.refundedAt) return { amountCents: 0, write: () => {} };
  return {
    amountCents: gift.amountCents,
    write() {
      tx.update(ref, { 'gift.refundedAt': Timestamp.now() });
      tx.set(poolIncrementRef(gift.schoolId), { refundedCents: FieldValue.increment(gift.amountCents) }, { merge: true });
    },
  };
}
