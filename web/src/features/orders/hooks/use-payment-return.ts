import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** docs/product.md §9: the payment-return parameters leave the address after 2000 ms (the banner stays). */
export const PAYMENT_PARAMS_CLEAR_MS = 2000;

export interface PaymentReturn {
  outcome: 'paid' | 'failed';
  orderId: string | null;
  /** The signed token that shows a paid order (`receipt`), or null. */
  receipt: string | null;
}

/** `?status=paid|failed&orderId=…&receipt=…`, as the payment page sends the browser back; null otherwise. */
export function paymentReturnOf(params: URLSearchParams): PaymentReturn | null {
  const status = params.get('status');
  if (status !== 'paid' && status !== 'failed') return null;
  return { outcome: status, orderId: params.get('orderId') || null, receipt: params.get('receipt') || null };
}

/** The payment-return banner to show (until dismissed); clears the parameters from the address. */
export function usePaymentReturn() {
  const [params, setParams] = useSearchParams();
  const [banner, setBanner] = useState(() => paymentReturnOf(params));
  const hasParams = params.has('status') || params.has('orderId') || params.has('receipt');
  const paid = banner?.outcome === 'paid';

  // The boxes the shop kept in the browser are bought now; a failed payment keeps them for another
  // try. Loaded here only then: My Orders' first screen does without the basket's code.
  useEffect(() => {
    if (paid) void import('@/lib/household/household-basket').then((basket) => basket.clearBasket());
  }, [paid]);

  // An event, so that the address changing meanwhile (which gives setParams a new identity) does
  // not start the wait again.
  const clearParams = useEffectEvent(() =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('status');
        next.delete('orderId');
        next.delete('receipt');
        return next;
      },
      { replace: true },
    ),
  );
  useEffect(() => {
    if (!hasParams) return;
    const timer = setTimeout(clearParams, PAYMENT_PARAMS_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [hasParams]);

  return { banner, dismiss: () => setBanner(null) };
}
