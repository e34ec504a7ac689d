import { useMutation } from '@tanstack/react-query';
import {
  moneyMessages,
  type BoxesCheckoutRequest,
  type CheckoutResponse,
  type DeliveryAddress,
  type Gift,
  type GuestCheckoutRequest,
  type UserCheckoutRequest,
} from '@ssb/contract';
import { api, ApiError, routePath, type RoutePath } from '@/lib/api/api-client';
import { ORDER_TEXTS } from '../order-texts';

/** Who pays: a guest by e-mail and phone, or a signed-in parent for its own account. */
export type CheckoutBuyer = { email: string; phone: string } | { userId: string };

/** One child's box as the checkout asks for it. */
export interface BoxOrder {
  supplyListId: string;
  studentFirstName: string;
  studentLastName: string;
  skippedProductIds: string[];
  /** The child's teacher the family picked; none or null: not known yet. */
  teacherId?: string | null;
}

export interface CheckoutCall {
  path: RoutePath<'POST /orders/checkout/guest' | 'POST /orders/checkout/user' | 'POST /orders/checkout'>;
  body: GuestCheckoutRequest | UserCheckoutRequest | BoxesCheckoutRequest;
}

/**
 * The call that pays for `boxes`. One box with nothing skipped goes through the spec's own
 * checkouts (POST /orders/checkout/guest or /user); several boxes, or a box without the items
 * the family already has, through POST /orders/checkout. The server prices every box; the
 * client sends only ids and the form (`address` only when a box is delivered home, and the
 * promotion code, one for every box, only when one is typed). A box with a teacher picked goes
 * through POST /orders/checkout, the one that takes it.
 */
export function checkoutCall(
  buyer: CheckoutBuyer,
  boxes: BoxOrder[],
  address: DeliveryAddress | undefined,
  promotionCode = '',
  gift: Gift | null = null,
): CheckoutCall {
  const code = promotionCode.trim();
  const delivery = { ...(address ? { address } : {}), ...(code ? { promotionCode: code } : {}), ...(gift ? { gift } : {}) };
  const [only] = boxes;
  if (boxes.length === 1 && only && only.skippedProductIds.length === 0 && !only.teacherId) {
    const order = { studentFirstName: only.studentFirstName, studentLastName: only.studentLastName, supplyListId: only.supplyListId, ...delivery };
    return 'userId' in buyer
      ? { path: routePath('POST /orders/checkout/user'), body: { ...order, userId: buyer.userId } }
      : { path: routePath('POST /orders/checkout/guest'), body: { ...order, email: buyer.email, phone: buyer.phone } };
  }
  const sent = boxes.map(({ skippedProductIds, teacherId, ...box }) => ({
    ...box,
    ...(skippedProductIds.length ? { skippedProductIds } : {}),
    ...(teacherId ? { teacherId } : {}),
  }));
  return { path: routePath('POST /orders/checkout'), body: { ...buyer, boxes: sent, ...delivery } };
}

/** The payment page of a checkout answer, or the failure it reports. */
export function checkoutUrlOf(response: CheckoutResponse): string {
  if (!response.success || !response.checkoutUrl) {
    throw new ApiError(response.error ?? ORDER_TEXTS.checkout.failed, 200, response);
  }
  return response.checkoutUrl;
}

export interface CheckoutFailure {
  /** The server's message (docs/product.md §8: with the log-in hint appended when the e-mail has an account). */
  message: string;
  requiresLogin: boolean;
}

/** The API refused the promotion code (unknown, expired or used up): said under the code's field, not as a failed checkout. */
export function isCodeRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 400 && [moneyMessages.codes.unknown, moneyMessages.codes.expiredOrUsedUp].includes(error.message);
}

/** What to show under 'Failed to start checkout' for a failed checkout. */
export function checkoutFailureOf(error: unknown): CheckoutFailure {
  if (!(error instanceof ApiError)) return { message: ORDER_TEXTS.checkout.unreachable, requiresLogin: false };
  const body = error.body;
  const requiresLogin = typeof body === 'object' && body !== null && 'requiresLogin' in body && body.requiresLogin === true;
  return {
    message: requiresLogin ? `${error.message} ${ORDER_TEXTS.checkout.requiresLogin}` : error.message,
    requiresLogin,
  };
}

/** Sends a checkout call with the key that makes a repeat of it the same checkout, and answers its payment page. */
async function startCheckout({ call, idempotencyKey }: { call: CheckoutCall; idempotencyKey: string }): Promise<string> {
  return checkoutUrlOf(await api.post(call.path, call.body, { headers: { 'Idempotency-Key': idempotencyKey } }));
}

/** Starts a checkout; the caller leaves for the payment page once it is known. */
export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
