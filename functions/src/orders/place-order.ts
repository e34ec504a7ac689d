import {
  checkoutProblem,
  phoneKey,
  type CheckoutInput,
  type CheckoutRules,
  type CheckoutResponse,
  type GuestCheckoutRequest,
  type UserCheckoutRequest,
} from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { forbidden, HttpError, notFound } from '../http/errors';
import { API_TEXTS } from '../texts';
import { deliveryRulesOf, loadOrderable, type Buyer, type Orderable, type OrderRequest } from './checkout';
import { guestBuyer } from './guest-buyer';
import { placeCheckout, type PaidByCard } from './place-checkout';
import type { OrderDoc } from './repository';

// The spec's two checkouts: a checkout of one box, paid on a page that titles it by its list and school.

/** POST /orders/checkout/guest: a guest pays by e-mail and phone; an e-mail with an account must sign in. */
export async function placeGuestOrder(body: GuestCheckoutRequest, idempotencyKey: string | undefined): Promise<CheckoutResponse> {
  const orderable = await loadOrderable(body.supplyListId);
  assertCheckoutRules(body, { guest: true, ...deliveryRulesOf(orderable) });
  const buyer = await guestBuyer(body.email, body.phone);
  return placeOrder(buyer, body, orderable, idempotencyKey, body);
}

/** POST /orders/checkout/user: a signed-in parent orders for its own account, with its verified e-mail. */
export async function placeUserOrder(caller: Caller, body: UserCheckoutRequest, idempotencyKey: string | undefined): Promise<CheckoutResponse> {
  assertOwnAccount(caller, body.userId);
  const orderable = await loadOrderable(body.supplyListId);
  assertCheckoutRules(body, { guest: false, ...deliveryRulesOf(orderable) });
  return placeOrder(userBuyer(caller), body, orderable, idempotencyKey, body);
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

/** docs/product.md §5, the rules the order form runs too; the address rule needs the school, known only now. */
export function assertCheckoutRules(body: CheckoutInput, rules: CheckoutRules) {
  const problem = checkoutProblem(body, rules);
  if (problem) throw new HttpError(400, problem.message, { success: false });
}

const titledByListAndSchool: PaidByCard = { by: 'card', lineName: (order: OrderDoc) => `${order.snapshot.listName}, ${order.snapshot.schoolName}` };

async function placeOrder(
  buyer: Buyer,
  request: OrderRequest,
  orderable: Orderable,
  idempotencyKey: string | undefined,
  { promotionCode, gift }: Pick<GuestCheckoutRequest, 'promotionCode' | 'gift'>,
): Promise<CheckoutResponse> {
  const { checkoutUrl } = await placeCheckout({
    promotionCode,
    gift,
    buyer,
    boxes: [{ request, orderable }],
    paidBy: titledByListAndSchool,
    idempotency: idempotencyKey ? { scope: buyer.userId, key: idempotencyKey } : undefined,
  });
  return { success: true, checkoutUrl };
}
