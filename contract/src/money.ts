/** Money is integer cents everywhere but the API boundary, which speaks dollars (docs/product.md §3). */
export const centsToDollars = (cents: number): number => cents / 100;

export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

/**
 * Stripe's smallest card charge in USD: a published list sells for at least this, and a
 * checkout never charges less.
 */
export const MIN_CHARGE_CENTS = 50;
