import { checkoutMessages, emailKey, type OrderResponse, type SponsoredOrderRequest } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { notFound } from '../http/errors';
import { loadOrderable, type Buyer } from '../orders/checkout';
import { toApiOrder } from '../orders/convert';
import { placeCheckout } from '../orders/place-checkout';

/**
 * POST /schools/{id}/sponsored-orders: the school's staff give a child a box of one of its
 * published lists (sold as any order is: the list's items, in the school's ordering window),
 * paid from the school's sponsorship pool in the transaction that places it, delivered to the
 * school. Its buyer is the school: the order belongs to no family's account (no family's My
 * Orders or lookup finds it), and its notices go to the staff member who gave it, never to the
 * child's family or to the families who gave. An Idempotency-Key makes a repeated request answer
 * with the same order.
 */
export async function placeSponsoredOrder(
  caller: Caller,
  schoolId: string,
  body: SponsoredOrderRequest,
  idempotencyKey: string | undefined,
): Promise<OrderResponse> {
  assertMayManageSchool(caller, schoolId);
  const orderable = await loadOrderable(body.supplyListId);
  if (orderable.list.schoolId !== schoolId) throw notFound(checkoutMessages.listUnavailable);
  const { boxes } = await placeCheckout({
    buyer: schoolBuyer(caller, schoolId),
    boxes: [{ request: body, orderable: { ...orderable, school: { ...orderable.school, deliverToSchool: true } } }],
    paidBy: { by: 'sponsorship', schoolId, recordedBy: caller.uid },
    idempotency: idempotencyKey ? { scope: `sponsorship:${caller.uid}`, key: idempotencyKey } : undefined,
  });
  const { orderId, order } = boxes[0]!;
  return { order: toApiOrder(orderId, order) };
}

/** The school as the buyer, reached at the e-mail of the staff member who gives the box: no account's and no guest's. */
function schoolBuyer(caller: Caller, schoolId: string): Buyer {
  const email = caller.email ?? '';
  return { userId: `school:${schoolId}`, email, emailKey: emailKey(email), phone: '', phoneKey: '', placedAsGuest: false };
}
