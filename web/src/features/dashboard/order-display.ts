/**
 * Spec §9: dollars with a $ sign and 2 decimals (as the contract's formatMoney; importing a
 * value from the contract would bring zod's full API into the bundle every route loads).
 */
export const formatDollars = (dollars: number): string => `$${dollars.toFixed(2)}`;
