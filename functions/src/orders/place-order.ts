import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import {
  checkoutMessages,
  checkoutProblem,
  MIN_CHARGE_CENTS,
  orderCountDelta,
  phoneKey,
  type CheckoutInput,
  type CheckoutRules,
  type CheckoutResponse,
  type GuestCheckoutRequest,
  type UserCheckoutRequest,
} from '@ssb/contract';
import { PickTotalsMoves } from '@ssb/documents';
import { appUrl } from '../config';
import type { Caller } from '../http/authenticate';
import { conflict, forbidden, HttpError, notFound } from '../http/errors';
import { writePickTotals } from '../fulfilment/pick-totals';
import { db, isAlreadyExists } from '../lib/firebase';
import * as logs from '../logs';
import { supplyListsCollection } from '../supply-lists/repository';
import { expireQuietly, loadOrderable, newOrderDoc, openCheckoutSession, orderSession, type Buyer, type OrderRequest } from './checkout';
import { guestBuyer } from './guest-buyer';
import { findOrder, ordersCollection, type OrderDoc } from './repository';
import { API_TEXTS } from '../texts';

/** How long a duplicate request waits for the request it duplicates to store the order. */
const DUPLICATE_WAIT_MS = 10_000;

/** POST /orders/checkout/guest: a guest pays by e-mail and phone; an e-mail with an account must sign in. */
export async function placeGuestOrder(body: GuestCheckoutRequest, idempotencyKey: string | undefined): Promise<CheckoutResponse> {
  const orderable = await loadOrderable(body.supplyListId);
  assertCheckoutRules(body, { guest: true, deliverToSchool: orderable.school.deliverToSchool });
  const buyer = await guestBuyer(body.email, body.phone);
  return placeOrder(buyer, body, orderable, idempotencyKey);
}

/** POST /orders/checkout/user: a signed-in parent orders for its own account, with its verified e-mail. */
export async function placeUserOrder(caller: Caller, body: UserCheckoutRequest, idempotencyKey: string | undefined): Promise<CheckoutResponse> {
  assertOwnAccount(caller, body.userId);
  const orderable = await loadOrderable(body.supplyListId);
  assertCheckoutRules(body, { guest: false, deliverToSchool: orderable.school.deliverToSchool });
  return placeOrder(userBuyer(caller), body, orderable, idempotencyKey);
}

/** A signed-in checkout is for the caller's own, verified account. */
export function assertOwnAccount(caller: Caller, userId: string): void {
  if (userId !== caller.uid) throw forbidden(API_TEXTS.access.orderForSelf);
  if (!caller.user) throw notFound(API_TEXTS.notFound.profile);
  if (!caller.emailVerified || !caller.email) throw forbidden(API_TEXTS.access.verifyBeforeOrdering);
}

/** The signed-in buyer (after assertOwnAccount). */
export function userBuyer(caller: Caller): Buyer {
  const phone = caller.user!.phone;
  return {
    userId: caller.uid,
    // The e-mail the token proves now, not the one the profile was created with.
    email: caller.email!,
    emailKey: caller.email!.trim().toLowerCase(),
    phone,
    phoneKey: phoneKey(phone),
    placedAsGuest: false,
  };
}

/** Spec §5, the rules the order form runs too; the address rule needs the school, known only now. */
export function assertCheckoutRules(body: CheckoutInput, rules: CheckoutRules) {
  const problem = checkoutProblem(body, rules);
  if (problem) throw new HttpError(400, problem.message, { success: false });
}

/**
 * The payment page is opened before anything is stored: when the payment provider refuses
 * or fails, no order, counter or guest record is left behind. The order, its list's counter
 * and the guest record are then written in one transaction. With an Idempotency-Key the
 * order id is derived from the buyer and the key, so a double click or a retried request
 * finds the same order and the same payment page instead of making another.
 */
async function placeOrder(
  buyer: Buyer,
  request: OrderRequest,
  orderable: Awaited<ReturnType<typeof loadOrderable>>,
  idempotencyKey: string | undefined,
): Promise<CheckoutResponse> {
  const orderId = idempotencyKey ? derivedOrderId(buyer.emailKey, buyer.userId, idempotencyKey) : ordersCollection().doc().id;
  const fingerprint = requestFingerprint(buyer, request);
  if (idempotencyKey) {
    const existing = await findOrder(orderId);
    if (existing) return replay(existing, fingerprint);
  }

  const doc = { ...newOrderDoc(orderId, buyer, request, orderable, Timestamp.now()), requestFingerprint: fingerprint };
  if (doc.snapshot.totalCents < MIN_CHARGE_CENTS) throw new HttpError(409, checkoutMessages.listUnavailable, { success: false });

  let session: Stripe.Checkout.Session & { url: string };
  try {
    session = await openCheckoutSession(orderSession(orderId, doc), appUrl());
  } catch (err) {
    // A concurrent duplicate is already opening this order's session: answer with its order.
    if (idempotencyKey && isIdempotencyConflict(err)) return replay(await waitFor(() => findOrder(orderId)), fingerprint);
    logs.checkoutFailed(orderId, err);
    throw new HttpError(502, API_TEXTS.orders.paymentUnavailable, { success: false });
  }

  try {
    await storeOrders([[orderId, { ...doc, checkoutSessionId: session.id, checkoutUrl: session.url }]], buyer);
  } catch (err) {
    if (isAlreadyExists(err)) return replay((await findOrder(orderId))!, fingerprint);
    await expireQuietly(session.id);
    throw err;
  }
  return { success: true, checkoutUrl: session.url };
}

/**
 * Creates the orders (never overwriting one) and what else is given (a checkout of several
 * boxes), counts them on their lists (they are live) and, those recorded paid, in their school's
 * pick totals, and writes the guest record, all or nothing.
 */
export async function storeOrders(orders: [string, OrderDoc][], buyer: Buyer, alsoCreate?: (tx: Transaction) => void): Promise<void> {
  const added = new Map<string, number>();
  for (const [, doc] of orders) added.set(doc.supplyListId, (added.get(doc.supplyListId) ?? 0) + orderCountDelta(null, doc.status));
  const listRefs = [...added.keys()].map((listId) => supplyListsCollection().doc(listId));
  const pickTotals = new PickTotalsMoves();
  for (const [, doc] of orders) pickTotals.move(doc, null, doc.status);
  await db().runTransaction(async (tx) => {
    const lists = await Promise.all(listRefs.map((ref) => tx.get(ref)));
    if (lists.some((list) => !list.data()?.published)) throw notFound(checkoutMessages.listUnavailable);
    if (buyer.userWrite) tx.set(buyer.userWrite.ref, buyer.userWrite.data, { merge: true });
    for (const [orderId, doc] of orders) tx.create(ordersCollection().doc(orderId), doc);
    for (const ref of listRefs) if (added.get(ref.id)) tx.update(ref, { orderCount: FieldValue.increment(added.get(ref.id)!) });
    writePickTotals(tx, pickTotals);
    alsoCreate?.(tx);
  });
}

/** What a repeated request gets: the same payment page while the order awaits payment. */
function replay(order: OrderDoc, fingerprint: string): CheckoutResponse {
  if (order.requestFingerprint !== fingerprint) throw conflict(API_TEXTS.orders.keyReused);
  if (order.status !== 'AWAITING_PAYMENT' || !order.checkoutUrl) throw conflict(API_TEXTS.orders.alreadyPlaced);
  return { success: true, checkoutUrl: order.checkoutUrl };
}

/** What a duplicate request waits for: the request it duplicates storing what it placed. */
export async function waitFor<T>(read: () => Promise<T | null | undefined>): Promise<T> {
  const deadline = Date.now() + DUPLICATE_WAIT_MS;
  for (;;) {
    const found = await read();
    if (found) return found;
    if (Date.now() > deadline) throw new HttpError(409, API_TEXTS.orders.paymentUnavailable, { success: false });
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Stripe answers a key still in flight, or reused with other parameters, with an idempotency error. */
export function isIdempotencyConflict(err: unknown): boolean {
  const type = (err as { type?: string; rawType?: string }) ?? {};
  return type.type === 'StripeIdempotencyError' || type.rawType === 'idempotency_error';
}

/** Scoped to the buyer, so one person's key can never reach another person's order. */
export function derivedOrderId(emailKey: string, userId: string, key: string): string {
  return createHash('sha256').update(`${userId}\n${emailKey}\n${key}`).digest('base64url').replace(/[-_]/g, '').slice(0, 20);
}

export function requestFingerprint(buyer: Buyer, request: OrderRequest): string {
  const { supplyListId, studentFirstName, studentLastName, address } = request;
  const asked = [buyer.userId, buyer.emailKey, buyer.phoneKey, supplyListId, studentFirstName, studentLastName, address ?? null];
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}
