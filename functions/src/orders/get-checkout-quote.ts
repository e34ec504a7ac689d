import type { CheckoutQuoteRequest, CheckoutQuoteResponse } from '@ssb/contract';
import { loadOrderables } from './checkout';
import { quoteCheckout, toApiQuote } from './quote-checkout';

/**
 * POST /orders/checkout/quote: what POST /orders/checkout charges for the same body, asked by
 * anyone as the order step fills in (the boxes' lists sold and in their window, as a checkout
 * checks them; the buyer is not needed to price it).
 */
export async function getCheckoutQuote(body: CheckoutQuoteRequest): Promise<CheckoutQuoteResponse> {
  const orderables = await loadOrderables(body.boxes.map((box) => box.supplyListId));
  const money = await quoteCheckout(
    body.boxes.map((box, i) => ({ orderable: orderables[i]!, skippedProductIds: box.skippedProductIds, address: body.address })),
    body.promotionCode,
    { gift: body.gift },
  );
  return { quote: toApiQuote(money) };
}
