import { useMutation } from '@tanstack/react-query';
import type { CheckoutResponse, UserCheckoutRequest } from '@ssb/contract';
import { api } from '@/lib/api-client';
import { goToCheckout } from '../utils/go-to-checkout';
import { checkoutUrlOf, type CheckoutCall } from './start-guest-checkout';

/**
 * POST /api/orders/checkout/user → 201 `{ success: true, checkoutUrl }`: a signed-in parent
 * orders for its own account (the server takes the e-mail and phone from the profile).
 */
async function startUserCheckout({ body, idempotencyKey }: CheckoutCall<UserCheckoutRequest>): Promise<string> {
  return checkoutUrlOf(await api.post<CheckoutResponse>('/orders/checkout/user', body, { headers: { 'Idempotency-Key': idempotencyKey } }));
}

/** Starts a signed-in checkout and, once the payment page is known, leaves for it. */
export function useStartUserCheckout() {
  return useMutation({ mutationFn: startUserCheckout, onSuccess: (checkoutUrl) => goToCheckout(checkoutUrl) });
}
