import { Timestamp } from 'firebase-admin/firestore';
import { checkoutProblem, emailKey, isPaidStatus, phoneKey, type OrderResponse, type RecordOrderRequest } from '@ssb/contract';
import { badRequest, conflict } from '../http/errors';
import { isAlreadyExists } from '../lib/firebase';
import { API_TEXTS } from '../texts';
import { verifiedOwnerOf } from '../users/account-for-email';
import { loadOrderable, newOrderDoc, type Buyer } from './checkout';
import { toApiOrder } from './convert';
import { guestRecordBuyer } from './guest-buyer';
import { derivedOrderId, requestFingerprint, storeOrders } from './place-order';
import { findOrder, ordersCollection } from './repository';

/**
 * POST /orders: an administrator records an order for a school, for example one paid at the
 * office (status PAYMENT_SUCCESS, the default) or one still to be paid (AWAITING_PAYMENT).
 * The order is what a checkout would have stored, minus the payment page: the same snapshot,
 * the same rules of the order form, the list's order counter moved in the same transaction.
 * It belongs to the account that owns that e-mail address and has verified it (it shows on
 * that person's My Orders), else to the address's guest record (found by guest lookup). An Idempotency-Key
 * makes a repeated request answer with the same order.
 */
export async function recordOrder(adminUid: string, body: RecordOrderRequest, idempotencyKey: string | undefined): Promise<OrderResponse> {
  const orderable = await loadOrderable(body.supplyListId);
  const problem = checkoutProblem(body, { guest: true, deliverToSchool: orderable.school.deliverToSchool });
  if (problem) throw badRequest(problem.message);
  const buyer = await buyerFor(body.email, body.phone);
  const fingerprint = requestFingerprint(buyer, body) + body.status;
  const orderId = idempotencyKey ? derivedOrderId(buyer.emailKey, `office:${adminUid}`, idempotencyKey) : ordersCollection().doc().id;
  const now = Timestamp.now();
  const paidAt = isPaidStatus(body.status) ? now : null;
  const doc = { ...newOrderDoc(orderId, buyer, body, orderable, now), status: body.status, paidAt, requestFingerprint: fingerprint };
  try {
    await storeOrders([[orderId, doc]], buyer);
  } catch (err) {
    if (!isAlreadyExists(err)) throw err;
    const existing = await findOrder(orderId);
    if (existing?.requestFingerprint !== fingerprint) throw conflict(API_TEXTS.orders.keyReused);
    return { order: toApiOrder(orderId, existing) };
  }
  return { order: toApiOrder(orderId, doc) };
}

/**
 * The account that owns this e-mail address now and has verified it, or else the address's
 * guest record (created or refreshed with the order). Until the address is proven, nobody's
 * account gets the order: the guest order joins the account that proves the address later.
 */
async function buyerFor(email: string, phone: string): Promise<Buyer> {
  const owner = await verifiedOwnerOf(email);
  if (!owner) return guestRecordBuyer(email, phone);
  return { userId: owner, email: email.trim(), emailKey: emailKey(email), phone, phoneKey: phoneKey(phone), placedAsGuest: false };
}
