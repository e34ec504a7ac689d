import type { BoxesCheckoutRequest, CheckoutResponse } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { boxTeachers } from '../classes/box-teachers';
import { deliveryRulesOf, loadOrderables } from './checkout';
import { boxLineName } from './checkouts';
import { guestBuyer } from './guest-buyer';
import { placeCheckout, type PaidByCard } from './place-checkout';
import { assertCheckoutRules, assertOwnAccount, userBuyer } from './place-order';

const titledByListAndChild: PaidByCard = {
  by: 'card',
  lineName: (order) => boxLineName(order.snapshot.listName, order.studentFirstName, order.studentLastName),
};

/**
 * POST /orders/checkout: every child's box in one payment (docs/decisions.md §3). The lists
 * and the spec's rules are checked first, box by box, in the order the spec's checkouts check
 * them; then the buyer as they find it (a guest e-mail a verified account owns must sign in).
 */
export async function placeBoxes(caller: Caller | undefined, body: BoxesCheckoutRequest, idempotencyKey: string | undefined): Promise<CheckoutResponse> {
  if (caller) assertOwnAccount(caller, body.userId ?? '');
  const orderables = await loadOrderables(body.boxes.map((box) => box.supplyListId));
  body.boxes.forEach((box, i) => {
    const rules = { guest: !caller, ...deliveryRulesOf(orderables[i]!) };
    assertCheckoutRules({ email: body.email, phone: body.phone, ...box, address: body.address }, rules);
  });
  const teachers = await boxTeachers(body.boxes, orderables);
  const buyer = caller ? userBuyer(caller) : await guestBuyer(body.email ?? '', body.phone ?? '');
  const placed = await placeCheckout({
    buyer,
    boxes: body.boxes.map((box, i) => ({ request: { ...box, address: body.address, teacher: teachers[i] }, orderable: orderables[i]! })),
    paidBy: titledByListAndChild,
    idempotency: idempotencyKey ? { scope: buyer.userId, key: `boxes:${idempotencyKey}` } : undefined,
    promotionCode: body.promotionCode,
    gift: body.gift,
  });
  return { success: true, checkoutUrl: placed.checkoutUrl, orderIds: placed.boxes.map((box) => box.orderId) };
}
