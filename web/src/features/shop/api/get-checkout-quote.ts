import type { BodyOf, CheckoutQuote, CheckoutQuoteResponse } from '@ssb/contract';
import { api, type RoutePath } from '@/lib/api/api-client';

// The quote's route joins the API's description (contract/src/api/routes.ts) with the API that
// answers it; until then its address is written out here, its body and answer typed by the contract.
const QUOTE_PATH = '/orders/checkout/quote' as RoutePath<'POST /orders/checkout'>;

/** What is priced: the body of POST /orders/checkout (the contract's CheckoutQuoteRequest), as it is sent. */
export type QuoteBasket = BodyOf<'POST /orders/checkout'>;

/** POST /api/orders/checkout/quote → `{ quote }`: what POST /orders/checkout would charge for the same body, in dollars. */
export async function getCheckoutQuote(body: QuoteBasket): Promise<CheckoutQuote> {
  const answer = (await api.post(QUOTE_PATH, body)) as unknown as CheckoutQuoteResponse;
  return answer.quote;
}
