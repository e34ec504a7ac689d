import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryKeys } from '@/lib/api/query-keys';
import { getCheckoutQuote, type QuoteBasket } from '../api/get-checkout-quote';

/** The family pauses this long in its typing before the basket is priced again. */
export const QUOTE_PAUSE_MS = 400;

/** A quote stays good this long: Stripe Tax is asked once per change of the basket, not per visit to it. */
const QUOTE_FRESH_MS = 60_000;

/**
 * The quote of `basket` once the family pauses its typing (null: nothing to price). Keyed by the
 * basket itself, so that going back to a basket priced before asks nothing; a failed quote is
 * not asked again until the basket changes (the list-price math on the screen stands meanwhile).
 */
export function useCheckoutQuote(basket: QuoteBasket | null) {
  // Compared as text: a basket built anew on every render is the same basket when it says the same.
  const typed = basket === null ? null : JSON.stringify(basket);
  const [settled] = useDebouncedValue(typed, QUOTE_PAUSE_MS);
  const settledBasket = useMemo(() => (settled === null ? null : (JSON.parse(settled) as QuoteBasket)), [settled]);
  const query = useQuery({
    queryKey: queryKeys.checkoutQuote(settledBasket!),
    queryFn: () => getCheckoutQuote(settledBasket!),
    enabled: settledBasket !== null,
    staleTime: QUOTE_FRESH_MS,
    retry: false,
  });
  // An answer is for what the screen shows only once the typing has settled on it.
  const current = typed !== null && settled === typed;
  return {
    quote: current && query.isSuccess ? query.data : null,
    error: current && query.isError ? query.error : null,
  };
}
