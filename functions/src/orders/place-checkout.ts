import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { checkoutMessages, isPaidStatus, MIN_CHARGE_CENTS, orderCountDelta, type RecordOrderRequest } from '@ssb/contract';
import { ACTORS, CHECKOUT_CURRENCY, PaidDaysMoves, PickTotalsMoves } from '@ssb/documents';
import { appUrl } from '../config';
import { writePickTotals } from '../fulfilment/pick-totals';
import { conflict, HttpError, notFound } from '../http/errors';
import { getAll } from '../lib/collections';
import { db, isAlreadyExists } from '../lib/firebase';
import * as logs from '../logs';
import { supplyListsCollection } from '../supply-lists/repository';
import { API_TEXTS } from '../texts';
import {
  boxLine,
  expireQuietly,
  isIdempotencyConflict,
  newOrderDoc,
  openCheckoutSession,
  waitFor,
  type Buyer,
  type Orderable,
  type OrderRequest,
} from './checkout';
import { findCheckout, outsideTransaction, type CheckoutDoc, type FoundCheckout } from './checkouts';
import { writePaidDays } from './paid-days';
import { ordersCollection, type OrderDoc, checkoutsCollection } from './repository';

/** A box of a checkout: what the family asked for, and the list it is bought from (`loadOrderable`: sold, and in its window). */
export interface BoxRequest {
  request: OrderRequest;
  orderable: Orderable;
}

/** Paid by card on one Stripe Checkout Session with a line per box, `lineName` titling a box there. */
export interface PaidByCard {
  by: 'card';
  lineName(order: OrderDoc): string;
}

/** Recorded by the office: paid there, or still to be paid, with no payment page. */
export interface RecordedByOffice {
  by: 'office';
  status: RecordOrderRequest['status'];
  /** The administrator who records it. */
  recordedBy: string;
}

export interface CheckoutPlan<Paid extends PaidByCard | RecordedByOffice = PaidByCard | RecordedByOffice> {
  buyer: Buyer;
  /** 1 to 10 (the contract's request schemas count them). */
  boxes: BoxRequest[];
  paidBy: Paid;
  /** A client's key for one submission: the ids are derived from the buyer, `scope` (whose keys they are) and the key. */
  idempotency?: { scope: string; key: string };
}

export interface PlacedCheckout {
  checkoutId: string;
  /** The payment page, for a checkout paid by card. */
  checkoutUrl: string | null;
  /** Its boxes as stored, in the order of the boxes. */
  boxes: { orderId: string; order: OrderDoc }[];
}

/**
 * Places a checkout of 1 to 10 boxes, each its own order: the one way an order is born, under
 * every door (the spec's guest and account checkouts, a household's, the office's). The payment
 * page is opened before anything is stored, so a payment provider that refuses or fails leaves
 * no order, counter or guest record behind; then the checkout, its boxes (each with its placing,
 * by whom, in its history), their lists' counters, their school's pick totals, the day's paid
 * boxes (those recorded paid) and the guest record are written in one transaction. The checkout
 * is named by its first box's id. With an Idempotency-Key the ids are derived from the buyer and
 * the key, so a double click or a retried request finds the same checkout and the same payment
 * page instead of making another.
 */
export function placeCheckout(plan: CheckoutPlan<PaidByCard>): Promise<PlacedCheckout & { checkoutUrl: string }>;
export function placeCheckout(plan: CheckoutPlan): Promise<PlacedCheckout>;
export async function placeCheckout(plan: CheckoutPlan): Promise<PlacedCheckout> {
  const { buyer, paidBy, idempotency } = plan;
  const checkoutId = idempotency ? derivedOrderId(buyer.emailKey, idempotency.scope, idempotency.key) : ordersCollection().doc().id;
  const fingerprint = checkoutFingerprint(plan);
  const placedBefore = async () => replay(await waitFor(() => findCheckout(outsideTransaction, checkoutId)), fingerprint, paidBy);
  if (idempotency) {
    const existing = await findCheckout(outsideTransaction, checkoutId);
    if (existing) return replay(existing, fingerprint, paidBy);
  }

  const now = Timestamp.now();
  const orderIds = plan.boxes.map((_, i) => boxId(checkoutId, i, buyer, idempotency));
  const recorded = paidBy.by === 'office' ? { status: paidBy.status, paidAt: isPaidStatus(paidBy.status) ? now : null } : {};
  const placedBy = paidBy.by === 'office' ? paidBy.recordedBy : buyer.placedAsGuest ? ACTORS.family : buyer.userId;
  const boxes = plan.boxes.map(({ request, orderable }, i) => {
    const orderId = orderIds[i]!;
    const order = { ...newOrderDoc(orderId, checkoutId, buyer, request, orderable, now), ...recorded, requestFingerprint: fingerprint };
    return { orderId, order: { ...order, history: [{ at: now, event: 'placed' as const, from: null, to: order.status, by: placedBy }] } };
  });

  let page: { sessionId: string; url: string } | null = null;
  if (paidBy.by === 'card') {
    if (boxes.some(({ order }) => order.snapshot.totalCents < MIN_CHARGE_CENTS)) throw new HttpError(409, checkoutMessages.listUnavailable, { success: false });
    try {
      const lines = boxes.map(({ order }) => boxLine(order, paidBy.lineName(order)));
      const session = await openCheckoutSession({ checkoutId, email: buyer.email, locale: boxes[0]!.order.locale, lines }, appUrl());
      page = { sessionId: session.id, url: session.url };
    } catch (err) {
      // A concurrent duplicate is already opening this checkout's session: answer with its checkout.
      if (idempotency && isIdempotencyConflict(err)) return placedBefore();
      logs.checkoutFailed(checkoutId, err);
      throw new HttpError(502, API_TEXTS.orders.paymentUnavailable, { success: false });
    }
  }

  const checkout: CheckoutDoc = {
    sessionId: page?.sessionId ?? null,
    checkoutUrl: page?.url ?? null,
    orderIds,
    amountCents: boxes.reduce((sum, { order }) => sum + order.snapshot.totalCents, 0),
    currency: CHECKOUT_CURRENCY,
    requestFingerprint: fingerprint,
    refunds: [],
    replacedSessionIds: [],
    createdAt: now,
  };
  const stored = boxes.map(({ orderId, order }) => ({
    orderId,
    order: { ...order, checkoutSessionId: checkout.sessionId, checkoutUrl: checkout.checkoutUrl },
  }));
  try {
    await storeCheckout(checkoutId, checkout, stored, buyer);
  } catch (err) {
    if (isAlreadyExists(err)) return placedBefore();
    if (page) await expireQuietly(page.sessionId);
    throw err;
  }
  return { checkoutId, checkoutUrl: checkout.checkoutUrl, boxes: stored };
}

/** The checkout's first box has its id; the others', with a key, are derived from it. */
function boxId(checkoutId: string, i: number, buyer: Buyer, idempotency: CheckoutPlan['idempotency']): string {
  if (i === 0) return checkoutId;
  return idempotency ? derivedOrderId(checkoutId, buyer.userId, String(i)) : ordersCollection().doc().id;
}

/**
 * Creates the checkout and its boxes (never overwriting one), counts the boxes on their lists
 * (they are live) and, those recorded paid, in their school's pick totals, and writes the guest
 * record, all or nothing.
 */
async function storeCheckout(checkoutId: string, checkout: CheckoutDoc, boxes: PlacedCheckout['boxes'], buyer: Buyer): Promise<void> {
  const added = new Map<string, number>();
  for (const { order } of boxes) added.set(order.supplyListId, (added.get(order.supplyListId) ?? 0) + orderCountDelta(null, order.status));
  const listRefs = [...added.keys()].map((listId) => supplyListsCollection().doc(listId));
  const pickTotals = new PickTotalsMoves();
  for (const { order } of boxes) pickTotals.move(order, null, order.status);
  const paidDays = new PaidDaysMoves();
  for (const { order } of boxes) if (order.paidAt) paidDays.add(order.paidAt.toDate());
  await db().runTransaction(async (tx) => {
    const lists = await Promise.all(listRefs.map((ref) => tx.get(ref)));
    if (lists.some((list) => !list.data()?.published)) throw notFound(checkoutMessages.listUnavailable);
    if (buyer.userWrite) tx.set(buyer.userWrite.ref, buyer.userWrite.data, { merge: true });
    tx.create(checkoutsCollection().doc(checkoutId), checkout);
    for (const { orderId, order } of boxes) tx.create(ordersCollection().doc(orderId), order);
    for (const ref of listRefs) if (added.get(ref.id)) tx.update(ref, { orderCount: FieldValue.increment(added.get(ref.id)!) });
    writePickTotals(tx, pickTotals);
    writePaidDays(tx, paidDays);
  });
}

/**
 * What a repeated request gets: the checkout as placed. A payment page is given again only
 * while every box may still be paid on it; the office's checkout answers its boxes as they are.
 */
async function replay({ checkoutId, checkout }: FoundCheckout, fingerprint: string, paidBy: CheckoutPlan['paidBy']): Promise<PlacedCheckout> {
  if (checkout.requestFingerprint !== fingerprint) throw conflict(API_TEXTS.orders.keyReused);
  const snaps = await getAll(checkout.orderIds.map((orderId) => ordersCollection().doc(orderId)));
  const boxes = snaps.flatMap((snap) => (snap.exists ? [{ orderId: snap.id, order: snap.data()! }] : []));
  const payable = checkout.checkoutUrl !== null && boxes.every(({ order }) => order.status === 'AWAITING_PAYMENT');
  if (paidBy.by === 'card' && !payable) throw conflict(API_TEXTS.orders.alreadyPlaced);
  return { checkoutId, checkoutUrl: checkout.checkoutUrl, boxes };
}

/** Scoped to the buyer, so one person's key can never reach another person's order. */
export function derivedOrderId(emailKey: string, scope: string, key: string): string {
  return createHash('sha256').update(`${scope}\n${emailKey}\n${key}`).digest('base64url').replace(/[-_]/g, '').slice(0, 20);
}

/** What the request asked for: the buyer, each box (list, child, skipped items, delivery) and the office's status. */
function checkoutFingerprint({ buyer, boxes, paidBy }: CheckoutPlan): string {
  const asked = boxes.map(({ request }) => [
    request.supplyListId,
    request.studentFirstName,
    request.studentLastName,
    [...(request.skippedProductIds ?? [])].sort(),
    request.address ?? null,
  ]);
  const status = paidBy.by === 'office' ? paidBy.status : null;
  return createHash('sha256')
    .update(JSON.stringify([buyer.userId, buyer.emailKey, buyer.phoneKey, asked, status]))
    .digest('hex');
}
