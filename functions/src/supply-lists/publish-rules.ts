import { centsToDollars, formatMoney, MIN_CHARGE_CENTS, publishMessages } from '@ssb/contract';

const tooCheap = () => publishMessages.tooCheap({ min: formatMoney(centsToDollars(MIN_CHARGE_CENTS)) });

/** Why a list cannot be published with this many items at this price, or null. */
export function publishProblem(itemCount: number, priceCents: number): string | null {
  if (itemCount === 0) return publishMessages.empty;
  if (priceCents < MIN_CHARGE_CENTS) return tooCheap();
  return null;
}

/** Why a list cannot get this price, or null: a published list stays buyable. */
export function priceProblem(published: boolean, priceCents: number): string | null {
  return published && priceCents < MIN_CHARGE_CENTS ? tooCheap() : null;
}
