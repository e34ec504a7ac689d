import { Timestamp } from 'firebase-admin/firestore';
import { checkoutProblem, emailKey, phoneKey, type OrderResponse, type RecordOrderRequest } from '@ssb/contract';
import { badRequest, conflict } from '../http/errors';
import { usersCollection } from '../users/repository';
import { loadOrderable, newOrderDoc, type Buyer } from './checkout';
import { toApiOrder } from './convert';
import { guestBuyer } from './guest-buyer';
import { ALREADY_EXISTS, derivedOrderId, placeOrderMessages, requestFingerprint, storeOrder } from './place-order';
import { findOrder, ordersCollection } from './repository';

/**
 * POST /orders: an administrator records an order for a school, for example one paid at the
 * office (status PAYMENT_SUCCESS, the default) or one still to be paid (AWAITING_PAYMENT).
 * The order is what a checkout would have stored, minus the payment page: the same snapshot,
 * the same rules of the order form, the list's order counter moved in the same transaction.
 * It belongs to the account with that e-mail when there is one (it shows on that person's
 * My Orders), else to the e-mail's guest record (found by guest lookup). An Idempotency-Key
 * makes a repeated request answer with the same order.
 */
export async function recordOrder(adminUid: string, body: RecordOrderRequest, idempotencyKey: string | undefined): Promise<OrderResponse> {
  const orderable = await loadOrderable(body.supplyListId);
  const problem = checkoutProblem(body, { guest: true, deliverToSchool: orderable.school.deliverToSchool });
  if (problem) throw badRequest(problem.message);
  const buyer = await buyerFor(body.email, body.phone);
  const fingerprint = requestFingerprint(buyer, body) + body.status;
  const orderId = idempotencyKey ? derivedOrderId(buyer.emailKey, `office:${adminUid}`, idempotencyKey) : ordersCollection().doc().id;
  const doc = { ...newOrderDoc(orderId, buyer, body, orderable, Timestamp.now()), status: body.status, requestFingerprint: fingerprint };
  try {
    await storeOrder(orderId, doc, buyer);
  } catch (err) {
    if ((err as { code?: number }).code !== ALREADY_EXISTS) throw err;
    const existing = await findOrder(orderId);
    if (existing?.requestFingerprint !== fingerprint) throw conflict(placeOrderMessages.keyReused);
    return { order: toApiOrder(orderId, existing) };
  }
  return { order: toApiOrder(orderId, doc) };
}

/** The account with this e-mail, or else its guest record (created or refreshed with the order). */
async function buyerFor(email: string, phone: string): Promise<Buyer> {
  const key = emailKey(email);
  const sameEmail = await usersCollection().where('emailKey', '==', key).limit(5).get();
  const account = sameEmail.docs.find((d) => d.data().type !== 'GUEST');
  if (!account) return guestBuyer(email, phone);
  return { userId: account.id, email: email.trim(), emailKey: key, phone, phoneKey: phoneKey(phone), placedAsGuest: false };
}
