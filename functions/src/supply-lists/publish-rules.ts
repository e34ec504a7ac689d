import { formatMoney, centsToDollars } from '@ssb/contract';

/** Stripe's smallest charge in USD: a published list must cost at least this much to be bought. */
export const MIN_LIST_PRICE_CENTS = 50;

export const publishMessages = {
  empty: 'This list has no products yet. Add at least one product before publishing it.',
  tooCheap: `A published list must cost at least ${formatMoney(centsToDollars(MIN_LIST_PRICE_CENTS))}: set its price first.`,
} as const;

/** Why a list cannot be published with this many items at this price, or null. */
export function publishProblem(itemCount: number, priceCents: number): string | null {
  if (itemCount === 0) return publishMessages.empty;
  if (priceCents < MIN_LIST_PRICE_CENTS) return publishMessages.tooCheap;
  return null;
}

/** Why a list cannot get this price, or null: a published list stays buyable. */
export function priceProblem(published: boolean, priceCents: number): string | null {
  return published && priceCents < MIN_LIST_PRICE_CENTS ? publishMessages.tooCheap : null;
}
