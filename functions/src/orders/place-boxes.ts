import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { checkoutMessages, MIN_CHARGE_CENTS, type BoxesCheckoutRequest, type CheckoutResponse } from '@ssb/contract';
import { appUrl } from '../config';
import type { Caller } from '../http/authenticate';
import { conflict, HttpError } from '../http/errors';
import { getAll } from '../lib/collections';
import { isAlreadyExists } from '../lib/firebase';
import * as logs from '../logs';
import { API_TEXTS } from '../texts';
import { boxLine, expireQuietly, loadOrderable, newOrderDoc, openCheckoutSession, type Buyer, type Orderable } from './checkout';
import { CHECKOUT_CURRENCY } from './checkout-events';
import { boxLineName, checkoutsCollection, type CheckoutDoc } from './checkouts';
import { guestBuyer } from './guest-buyer';
import { assertCheckoutRules, assertOwnAccount, derivedOrderId, isIdempotencyConflict, storeOrders, userBuyer, waitFor } from './place-order';
import { ordersCollection, type OrderDoc } from './repository';

/**
 * POST /orders/checkout: every child's box in one payment (DESIGN §7 Households). The lists
 * and the spec's rules are checked first, box by box, in the order the spec's checkouts check
 * them; then the buyer as they find it (a guest e-mail a verified account owns must sign in).
 */
export async function placeBoxes(caller: Caller | undefined, body: BoxesCheckoutRequest, idempotencyKey: string | undefined): Promise<CheckoutResponse> {
  if (caller) assertOwnAccount(caller, body.userId ?? '');
  const orderables = await loadOrderables(body.boxes.map((box) => box.supplyListId));
  body.boxes.forEach((box, i) => {
    const rules = { guest: !caller, deliverToSchool: orderables[i]!.school.deliverToSchool };
    assertCheckoutRules({ email: body.email, phone: body.phone, ...box, address: body.address }, rules);
  });
  const buyer = caller ? userBuyer(caller) : await guestBuyer(body.email ?? '', body.phone ?? '');
  return placeCheckout(buyer, body, orderables, idempotencyKey);
}

/** Each list once, in the order of the boxes. */
async function loadOrderables(listIds: string[]): Promise<Orderable[]> {
  const distinct = [...new Set(listIds)];
  const loaded = new Map((await Promise.all(distinct.map(loadOrderable))).map((orderable) => [orderable.listId, orderable]));
  return listIds.map((listId) => loaded.get(listId)!);
}

/**
 * As the spec's checkouts place one order (place-order.ts): the payment page first, then the
 * boxes, their lists' counters, the guest record and the checkout in one transaction. With an
 * Idempotency-Key the checkout's and the boxes' ids are derived from the buyer and the key.
 */
async function placeCheckout(buyer: Buyer, body: BoxesCheckoutRequest, orderables: Orderable[], idempotencyKey: string | undefined): Promise<CheckoutResponse> {
  const checkoutId = idempotencyKey ? derivedOrderId(buyer.emailKey, buyer.userId, `boxes:${idempotencyKey}`) : checkoutsCollection().doc().id;
  const fingerprint = boxesFingerprint(buyer, body);
  const checkoutRef = checkoutsCollection().doc(checkoutId);
  if (idempotencyKey) {
    const existing = (await checkoutRef.get()).data();
    if (existing) return replay(existing, fingerprint);
  }

  const now = Timestamp.now();
  const orders = body.boxes.map((box, i): [string, OrderDoc] => {
    const orderId = idempotencyKey ? derivedOrderId(checkoutId, buyer.userId, String(i)) : ordersCollection().doc().id;
    const doc = newOrderDoc(orderId, buyer, { ...box, address: body.address }, orderables[i]!, now);
    return [orderId, { ...doc, checkoutId, requestFingerprint: fingerprint }];
  });
  if (orders.some(([, doc]) => doc.snapshot.totalCents < MIN_CHARGE_CENTS)) throw new HttpError(409, checkoutMessages.listUnavailable, { success: false });
  const orderIds = orders.map(([orderId]) => orderId);

  let session: Stripe.Checkout.Session & { url: string };
  try {
    session = await openCheckoutSession(
      {
        metadata: { checkoutId },
        orderId: orderIds[0]!,
        email: buyer.email,
        locale: orders[0]![1].locale,
        lines: orders.map(([, doc]) => boxLine(doc, boxLineName(doc.snapshot.listName, doc.studentFirstName, doc.studentLastName))),
      },
      appUrl(),
    );
  } catch (err) {
    // A concurrent duplicate is already opening this checkout's session: answer with its checkout.
    if (idempotencyKey && isIdempotencyConflict(err)) return replay(await waitFor(async () => (await checkoutRef.get()).data()), fingerprint);
    logs.checkoutFailed(checkoutId, err);
    throw new HttpError(502, API_TEXTS.orders.paymentUnavailable, { success: false });
  }

  const checkout: CheckoutDoc = {
    sessionId: session.id,
    checkoutUrl: session.url,
    orderIds,
    amountCents: orders.reduce((sum, [, doc]) => sum + doc.snapshot.totalCents, 0),
    currency: CHECKOUT_CURRENCY,
    requestFingerprint: fingerprint,
    refunds: [],
    createdAt: now,
  };
  const stored = orders.map(([orderId, doc]): [string, OrderDoc] => [orderId, { ...doc, checkoutSessionId: session.id, checkoutUrl: session.url }]);
  try {
    await storeOrders(stored, buyer, (tx) => tx.create(checkoutRef, checkout));
  } catch (err) {
    if (isAlreadyExists(err)) return replay((await checkoutRef.get()).data()!, fingerprint);
    await expireQuietly(session.id);
    throw err;
  }
  return { success: true, checkoutUrl: session.url, orderIds };
}

/** What a repeated request gets: the same payment page while every box awaits payment. */
async function replay(checkout: CheckoutDoc, fingerprint: string): Promise<CheckoutResponse> {
  if (checkout.requestFingerprint !== fingerprint) throw conflict(API_TEXTS.orders.keyReused);
  const boxes = await getAll(checkout.orderIds.map((orderId) => ordersCollection().doc(orderId)));
  if (boxes.some((box) => box.data()?.status !== 'AWAITING_PAYMENT')) throw conflict(API_TEXTS.orders.alreadyPlaced);
  return { success: true, checkoutUrl: checkout.checkoutUrl, orderIds: checkout.orderIds };
}

function boxesFingerprint(buyer: Buyer, body: BoxesCheckoutRequest): string {
  const boxes = body.boxes.map(({ supplyListId, studentFirstName, studentLastName, skippedProductIds }) => [
    supplyListId,
    studentFirstName,
    studentLastName,
    [...(skippedProductIds ?? [])].sort(),
  ]);
  const asked = [buyer.userId, buyer.emailKey, buyer.phoneKey, boxes, body.address ?? null];
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}
