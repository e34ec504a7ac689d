import { checkoutProblem, emailKey, phoneKey, type OrderResponse, type RecordOrderRequest } from '@ssb/contract';
import { badRequest } from '../http/errors';
import { verifiedOwnerOf } from '../users/account-for-email';
import { deliveryRulesOf, loadOrderable, type Buyer } from './checkout';
import { toApiOrder } from './convert';
import { guestRecordBuyer } from './guest-buyer';
import { placeCheckout } from './place-checkout';

/**
 * POST /orders: an administrator records an order for a school, for example one paid at the
 * office (status PAYMENT_SUCCESS, the default) or one still to be paid (AWAITING_PAYMENT).
 * The order is what a checkout would have stored, minus the payment page: a checkout of one box,
 * the same snapshot, the same rules of the order form, priced by the same quote (its sales tax,
 * shipping home, the code handed in), the list's order counter moved in the same transaction. It belongs to the account that owns that e-mail address and has verified it (it
 * shows on that person's My Orders), else to the address's guest record (found by guest lookup).
 * An Idempotency-Key makes a repeated request answer with the same order.
 */
export async function recordOrder(adminUid: string, body: RecordOrderRequest, idempotencyKey: string | undefined): Promise<OrderResponse> {
  const orderable = await loadOrderable(body.supplyListId);
  const problem = checkoutProblem(body, { guest: true, ...deliveryRulesOf(orderable) });
  if (problem) throw badRequest(problem.message);
  const { boxes } = await placeCheckout({
    buyer: await buyerFor(body.email, body.phone),
    boxes: [{ request: body, orderable }],
    paidBy: { by: 'office', status: body.status, recordedBy: adminUid },
    idempotency: idempotencyKey ? { scope: `office:${adminUid}`, key: idempotencyKey } : undefined,
    promotionCode: body.promotionCode,
  });
  const { orderId, order } = boxes[0]!;
  return { order: toApiOrder(orderId, order) };
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
