import { centsToDollars, dollarsToCents } from './money';
import { isAmountOff, isPercentOff } from './promotion-code-rules';

// The school's share (docs/decisions.md §25): what each paid box earns its school, and what a
// refund takes back of it. No zod here, so the shop's line reads these rules without the schemas.

/** The most a school may earn per box: a cap set without knowing the boxes' prices. */
export const SHARE_PER_BOX_MAX_CENTS = 50_000;

/** The share as the API speaks it: a percent of each box's item price, or dollars per box. */
export type FundraisingShare = { percent: number; perBox?: undefined } | { perBox: number; percent?: undefined };
/** The share as a school answer reads (one of the two fields set). */
export type FundraisingShareRead = { percent?: number; perBox?: number };

/** The share as stored and as a ledger entry keeps it: integers only (hundredths of a percent, cents). */
export type ShareRule = { percentBasisPoints: number } | { perBoxCents: number };

export const isSharePercent = isPercentOff;
export const isSharePerBox = (value: number): boolean => isAmountOff(value) && dollarsToCents(value) <= SHARE_PER_BOX_MAX_CENTS;

export const shareRuleOf = (share: FundraisingShareRead): ShareRule =>
  share.percent !== undefined ? { percentBasisPoints: Math.round(share.percent * 100) } : { perBoxCents: dollarsToCents(share.perBox ?? 0) };

export const fundraisingShareOf = (rule: ShareRule): FundraisingShare =>
  'percentBasisPoints' in rule ? { percent: rule.percentBasisPoints / 100 } : { perBox: centsToDollars(rule.perBoxCents) };

/**
 * What a box earns its school: the percent of its item price (after skips, before discounts, tax
 * and shipping), rounded to the cent, or the amount per box, never more than the item price.
 */
export function shareOfBoxCents(rule: ShareRule, itemCents: number): number {
  if (itemCents <= 0) return 0;
  if ('perBoxCents' in rule) return Math.min(rule.perBoxCents, itemCents);
  return Math.round((itemCents * rule.percentBasisPoints) / 10_000);
}

/**
 * How much of what a box earned is reversed once `refundedCents` of the `paidCents` it paid went
 * back: in proportion, rounded to the cent, never more than it earned; all of it once everything
 * it paid went back.
 */
export function reversedShareCents(earnedCents: number, paidCents: number, refundedCents: number): number {
  if (earnedCents <= 0 || refundedCents <= 0) return 0;
  if (refundedCents >= paidCents) return earnedCents;
  return Math.min(earnedCents, Math.round((earnedCents * refundedCents) / paidCents));
}
