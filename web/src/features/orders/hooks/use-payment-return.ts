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

/**
 * An order the tab was sent to by its signed link: the payment page's way back (`paid` or
 * `failed`), or a family e-mail's link to the order's page (`email`).
 */
export interface OrderLink {
  orderId: string;
  token: string;
  from: 'paid' | 'failed' | 'email';
}

/** Where the tab keeps its order's link: the address is cleaned (docs/product.md §4), and a reload still shows the order. */
export const ORDER_LINK_STORAGE_KEY = 'ssb.orderLink';

/** `?status=paid|failed&orderId=…&receipt=…`, as the payment page sends the browser back; null otherwise. */
export function paymentReturnOf(params: URLSearchParams): PaymentReturn | null {
  const status = params.get('status');
  if (status !== 'paid' && status !== 'failed') return null;
  return { outcome: status, orderId: params.get('orderId') || null, receipt: params.get('receipt') || null };
}

/** `?orderId=…&receipt=…`, with the payment page's `status` or (an e-mail's link) without; null without both. */
export function orderLinkOf(params: URLSearchParams): OrderLink | null {
  const [orderId, token, status] = [params.get('orderId'), params.get('receipt'), params.get('status')];
  if (!orderId || !token) return null;
  return { orderId, token, from: status === 'paid' || status === 'failed' ? status : 'email' };
}

function keptLink(): OrderLink | null {
  try {
    const kept = JSON.parse(globalThis.sessionStorage?.getItem(ORDER_LINK_STORAGE_KEY) ?? 'null') as Partial<OrderLink> | null;
    if (typeof kept?.orderId !== 'string' || typeof kept.token !== 'string' || !['paid', 'failed', 'email'].includes(kept.from as string)) return null;
    return { orderId: kept.orderId, token: kept.token, from: kept.from! };
  } catch {
    return null;
  }
}

function keepLink(link: OrderLink): void {
  try {
    globalThis.sessionStorage?.setItem(ORDER_LINK_STORAGE_KEY, JSON.stringify(link));
  } catch {
    // Storage unavailable: the order shows until the address is cleaned, as before.
  }
}

/**
 * The payment-return banner to show (until dismissed), and the order the tab's signed link
 * names (from the address, else kept for the tab); clears the parameters from the address.
 */
export function usePaymentReturn() {
  const [params, setParams] = useSearchParams();
  const [banner, setBanner] = useState(() => paymentReturnOf(params));
  const [fromAddress] = useState(() => orderLinkOf(params));
  const [link] = useState(() => fromAddress ?? keptLink());
  const hasParams = params.has('status') || params.has('orderId') || params.has('receipt');
  const paid = banner?.outcome === 'paid';

  useEffect(() => {
    if (fromAddress) keepLink(fromAddress);
  }, [fromAddress]);

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

  return { banner, dismiss: () => setBanner(null), link };
}
