import type { DocumentReference, Timestamp, Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { allocateRefunds, partsTotalCents, refundParts, refundsToCount, type MoneyParts, type PaymentRefund, type RefundAllocation } from '@ssb/contract';
import { GIFT_REFUND_KEY, paidCentsOf, paidPartsOf } from '@ssb/documents';
import { recordShareReversed } from '../fundraising/share-ledger';
import { stripe } from '../lib/stripe';
import { findCheckout, type CheckoutDoc, type DocumentReader } from './checkouts';
import { type RefundDoc } from './refunds';
import { ordersCollection, type OrderDoc, refundsCollection } from './repository';

// A checkout's boxes share one card payment, whose refunds Stripe knows only as a total; they
// are told apart by box by the contract's rule (refund-allocation.ts), each once, on the
// checkout, by whichever comes first of the webhook and a cancellation. A checkout of one box is
// the case with one share.

/**
 * The refunds Stripe holds for a payment, oldest first, whoever made them: ours name their box
 * (`metadata.orderId`), one made in Stripe's dashboard names none. A refund that failed or was
 * canceled gave nothing back; a payment Stripe does not know has no refunds.
 */
export async function refundsOfPayment(paymentIntentId: string): Promise<PaymentRefund[]> {
  const found: PaymentRefund[] = [];
  try {
    for await (const refund of stripe().refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
      if (refund.status === 'failed' || refund.status === 'canceled') continue;
      // A gift's refund gave back the gift (docs/decisions.md §25), nothing of any box.
      if (refund.metadata?.[GIFT_REFUND_KEY]) continue;
      found.push({ id: refund.id, amountCents: refund.amount, boxId: refund.metadata?.orderId ?? null });
    }
  } catch (err) {
    if ((err as Stripe.errors.StripeError).code === 'resource_missing') return [];
    throw err;
  }
  // Stripe lists the newest first.
  return found.reverse();
}

export interface PaymentBox {
  orderId: string;
  ref: DocumentReference<OrderDoc>;
  order: OrderDoc;
  refundRef: DocumentReference<RefundDoc>;
  record: RefundDoc | undefined;
}

/** A checkout's payment and the boxes it paid, with their refund records. */
export interface CheckoutPayment {
  checkoutId: string;
  checkoutRef: DocumentReference<CheckoutDoc>;
  checkout: CheckoutDoc;
  paymentIntentId: string;
  boxes: PaymentBox[];
}

/**
 * The checkout `checkoutId` names (`findCheckout`) and the boxes `paymentIntentId` paid: those
 * that name it, or whose refund record does (a box cancelled before the payment, whose part went
 * back), and `payingFor`, a box being cancelled whose payment the order may not know yet. Null
 * when there is no such checkout.
 */
export async function readCheckoutPayment(
  reader: DocumentReader,
  checkoutId: string,
  paymentIntentId: string,
  payingFor?: string,
): Promise<CheckoutPayment | null> {
  const found = await findCheckout(reader, checkoutId);
  if (!found) return null;
  const { checkout } = found;
  const read = await Promise.all(
    checkout.orderIds.map(async (orderId) => {
      const [orderSnap, refundSnap] = await Promise.all([reader.get(ordersCollection().doc(orderId)), reader.get(refundsCollection().doc(orderId))]);
      return { orderId, ref: orderSnap.ref, order: orderSnap.data(), refundRef: refundSnap.ref, record: refundSnap.data() };
    }),
  );
  const boxes = read.flatMap((box) => {
    const { order, record } = box;
    const paid = order?.paymentIntentId === paymentIntentId || record?.paymentIntentId === paymentIntentId;
    return order && (paid || box.orderId === payingFor) ? [{ ...box, order }] : [];
  });
  return { checkoutId: found.checkoutId, checkoutRef: found.ref, checkout, paymentIntentId, boxes };
}

/**
 * The refunds of `refunds` not counted yet, told apart by box: each box's refunded total after
 * them, and the checkout's entries for them. Counted are those on the checkout and those a box's
 * record names (late payments' refunds), and the oldest that fit in what records hold beyond
 * those (records kept before refunds were counted by id).
 */
export function settleRefunds(payment: CheckoutPayment, refunds: readonly PaymentRefund[]): { refunded: Map<string, number>; allocations: RefundAllocation[] } {
  const counted = new Set([...payment.checkout.refunds.map((refund) => refund.refundId), ...payment.boxes.flatMap((box) => box.record?.refundId ?? [])]);
  const recordedCents = payment.boxes.reduce((sum, box) => sum + (box.record?.amountCents ?? 0), 0);
  const boxes = payment.boxes.map((box) => ({ id: box.orderId, amountCents: paidCentsOf(box.order), refundedCents: box.record?.amountCents ?? 0 }));
  const { boxes: after, allocations } = allocateRefunds(boxes, refundsToCount(refunds, counted, recordedCents));
  return { refunded: new Map(after.map((box) => [box.id, box.refundedCents])), allocations };
}

/** What is left of the payment after `refunds` (cents). */
export const paymentLeftCents = (payment: CheckoutPayment, refunds: readonly PaymentRefund[]) =>
  payment.checkout.amountCents - refunds.reduce((sum, refund) => sum + refund.amountCents, 0);

/**
 * Adds the refunds just told apart to the checkout's, writing the checkout whole: one read as
 * an order stored before checkouts (`findCheckout`) is stored by this write.
 */
export function writeAllocations(tx: Transaction, payment: CheckoutPayment, allocations: RefundAllocation[]): void {
  if (allocations.length) tx.set(payment.checkoutRef, { ...payment.checkout, refunds: [...payment.checkout.refunds, ...allocations] });
}

/**
 * What an order says went back once its refund record holds `amountCents` in all: the time is
 * that of the last change of the amount, so a confirmation of the same refund keeps it.
 */
export function refundedAfter(order: OrderDoc, amountCents: number, now: Timestamp): OrderDoc['refunded'] {
  if (amountCents <= 0) return order.refunded;
  return order.refunded?.amountCents === amountCents ? order.refunded : { amountCents, at: now };
}

/**
 * What a box's refunds of `amountCents` in all gave back by part: its removed items' parts as
 * their removals refunded them (their lines, to the cent), and the rest by `refundParts` of what
 * the box paid less those; so all it paid back is every part, whichever refunds came first.
 */
export function boxRefundParts(order: OrderDoc, amountCents: number): MoneyParts {
  const paid = paidPartsOf(order);
  const named = order.itemChanges.flatMap((change) => (change.change === 'removed' && change.parts ? [change.parts] : []));
  const removed = named.reduce(addParts, { itemsCents: 0, discountCents: 0, shippingCents: 0, taxCents: 0 });
  const removedCents = partsTotalCents(removed);
  if (!named.length || removedCents > amountCents) return refundParts(paid, amountCents);
  const rest = {
    itemsCents: paid.itemsCents - removed.itemsCents,
    discountCents: paid.discountCents - removed.discountCents,
    shippingCents: paid.shippingCents,
    taxCents: paid.taxCents - removed.taxCents,
  };
  return addParts(removed, refundParts(rest, amountCents - removedCents));
}

const addParts = (a: MoneyParts, b: MoneyParts): MoneyParts => ({
  itemsCents: a.itemsCents + b.itemsCents,
  discountCents: a.discountCents + b.discountCents,
  shippingCents: a.shippingCents + b.shippingCents,
  taxCents: a.taxCents + b.taxCents,
});

/**
 * Writes a box's refund record as `changes` leave it, created with the first refund of the box
 * (one made in Stripe's dashboard unless `changes` say who), and answers it, with what went back
 * by part (`refundParts` of what the box paid). The order says what went back in the same write
 * (`refunded`), which every order answer reads, and its school's share is reversed in proportion
 * (docs/decisions.md §25).
 */
export function writeRefundRecord(
  tx: Transaction,
  payment: CheckoutPayment,
  box: PaymentBox,
  changes: Partial<RefundDoc> & { amountCents: number },
  now: Timestamp,
): RefundDoc {
  const refunded = refundedAfter(box.order, changes.amountCents, now);
  if (refunded !== box.order.refunded) tx.update(box.ref, { refunded, ...recordShareReversed(tx, box.ref, box.order, changes.amountCents, now) });
  const parts = boxRefundParts(box.order, changes.amountCents);
  if (box.record) {
    tx.update(box.refundRef, { ...changes, parts });
    return { ...box.record, ...changes, parts };
  }
  const record: RefundDoc = {
    paymentIntentId: payment.paymentIntentId,
    refundId: null,
    stripeStatus: 'succeeded',
    requestedBy: null,
    createdAt: now,
    confirmedAt: null,
    ...changes,
    parts,
  };
  tx.create(box.refundRef, record);
  return record;
}
