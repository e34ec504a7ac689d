import type { BodyOf, CheckoutQuote } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';

/** What is priced: the body of POST /orders/checkout (the contract's CheckoutQuoteRequest), as it is sent. */
export type QuoteBasket = BodyOf<'POST /orders/checkout/quote'>;

/** POST /api/orders/checkout/quote → `{ quote }`: what POST /orders/checkout would charge for the same body, in dollars. */
export async function getCheckoutQuote(body: QuoteBasket): Promise<CheckoutQuote> {
  const { quote } = await api.post(routePath('POST /orders/checkout/quote'), body);
  return quote;
}
