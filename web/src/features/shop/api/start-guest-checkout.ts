import { useMutation } from '@tanstack/react-query';
import type { CheckoutResponse, GuestCheckoutRequest } from '@ssb/contract';
import { api, ApiError } from '@/lib/api-client';
import { SHOP_TEXTS } from '../texts';
import { goToCheckout } from '../utils/go-to-checkout';

/**
 * POST /api/orders/checkout/guest → 201 `{ success: true, checkoutUrl }`. The server prices
 * the order; the client sends only the list id and the form (with `address` only for home delivery).
 */
async function startGuestCheckout({ body, idempotencyKey }: CheckoutCall<GuestCheckoutRequest>): Promise<string> {
  return checkoutUrlOf(await api.post<CheckoutResponse>('/orders/checkout/guest', body, { headers: { 'Idempotency-Key': idempotencyKey } }));
}

/** A checkout request and the key that makes a repeat of it the same order. */
export interface CheckoutCall<Body> {
  body: Body;
  idempotencyKey: string;
}

/** The payment page of a checkout answer, or the failure it reports. */
export function checkoutUrlOf(response: CheckoutResponse): string {
  if (!response.success || !response.checkoutUrl) {
    throw new ApiError(response.error ?? SHOP_TEXTS.checkout.failed, 200, response);
  }
  return response.checkoutUrl;
}

export interface CheckoutFailure {
  /** The server's message (spec §8: with the log-in hint appended when the e-mail has an account). */
  message: string;
  requiresLogin: boolean;
}

/** What to show under 'Failed to start checkout' for a failed guest or signed-in checkout. */
export function checkoutFailureOf(error: unknown): CheckoutFailure {
  if (!(error instanceof ApiError)) return { message: SHOP_TEXTS.checkout.unreachable, requiresLogin: false };
  const body = error.body;
  const requiresLogin = typeof body === 'object' && body !== null && 'requiresLogin' in body && body.requiresLogin === true;
  return {
    message: requiresLogin ? `${error.message} ${SHOP_TEXTS.checkout.requiresLogin}` : error.message,
    requiresLogin,
  };
}

/** Starts a guest checkout and, once the payment page is known, leaves for it. */
export function useStartGuestCheckout() {
  return useMutation({ mutationFn: startGuestCheckout, onSuccess: (checkoutUrl) => goToCheckout(checkoutUrl) });
}
