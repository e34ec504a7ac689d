import { moneyMessages } from './money-texts';
import { isDollarAmount } from './staff-rules';

// Codes and vouchers (docs/decisions.md §24): what a code is, and whether it applies to a box.
// Codes are letters and digits, told apart without regard to case. Without zod, for the screens.

/** What a code is made of: 3 to 30 letters and digits (Stripe takes letters and digits only). */
export const PROMOTION_CODE_PATTERN = /^[A-Za-z0-9]{3,30}$/;
export const PROMOTION_CODE_MAX_LENGTH = 30;
/** The most single-use vouchers one batch makes. */
export const MAX_BATCH_CODES = 500;

/** How a code is looked up (and stored): trimmed and upper-cased, so SCHOOL10 and school10 are one code. */
export const promotionCodeKey = (code: string): string => code.trim().toUpperCase();

/** A percentage or an amount has at most two decimals. */
const twoDecimals = (value: number): boolean => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
/** 0.01 % at least: a smaller positive number (5e-324) would pass as two decimals, and Stripe refuses it. */
export const isPercentOff = (value: number): boolean => Number.isFinite(value) && value >= 0.01 && value <= 100 && twoDecimals(value);
export const isAmountOff = (value: number): boolean => isDollarAmount(value) && value > 0;

/** The header row of a batch's CSV of vouchers, in the current language. */
export const voucherCsvColumns = (): string[] => {
  const { code, school, discount } = moneyMessages.codes.csvColumns;
  return [code, school, discount];
};

// ---------------------------------------------------------------- whether a code applies

/** What decides whether a stored code applies now. */
export interface PromotionCodeTerms {
  active: boolean;
  /** When it stops working (the end of its last day), or null. */
  expiresAt: Date | null;
  maxRedemptions: number | null;
  timesRedeemed: number;
  schoolId: string | null;
}

export type PromotionCodeRefusal = 'unknown' | 'otherSchool' | 'expired' | 'usedUp' | 'inactive';

export type PromotionCodeVerdict = { applies: true } | { applies: false; reason: PromotionCodeRefusal; message: string };

/**
 * Whether a code applies to a box of `box.schoolId` at `now`, and if not, what the family is told:
 * a code nobody made, or one for another school's boxes, is not recognised (so a school's code
 * says nothing about the school to others); one that has expired, was used as often as it may
 * be, or was turned off "has expired or has been used up".
 */
export function promotionCodeVerdict(code: PromotionCodeTerms | null, box: { schoolId: string }, now: Date): PromotionCodeVerdict {
  const refuse = (reason: PromotionCodeRefusal): PromotionCodeVerdict => ({
    applies: false,
    reason,
    message: reason === 'unknown' || reason === 'otherSchool' ? moneyMessages.codes.unknown : moneyMessages.codes.expiredOrUsedUp,
  });
  if (!code) return refuse('unknown');
  if (code.schoolId !== null && code.schoolId !== box.schoolId) return refuse('otherSchool');
  if (!code.active) return refuse('inactive');
  if (code.expiresAt !== null && now.getTime() >= code.expiresAt.getTime()) return refuse('expired');
  if (code.maxRedemptions !== null && code.timesRedeemed >= code.maxRedemptions) return refuse('usedUp');
  return { applies: true };
}

/** Where a code for every school ends its last day: Hawaii ends a day last of the 50 states. */
export const EVERY_SCHOOL_TIME_ZONE = 'Pacific/Honolulu';

/** The offset of `timeZone` from UTC at `instant`, in milliseconds. */
function zoneOffset(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - Math.floor(instant / 1000) * 1000;
}

/** The instant the calendar day `date` (YYYY-MM-DD) ends in `timeZone`: when the next one begins there. */
export function endOfDayIn(timeZone: string, date: string): Date {
  const nextMidnightUtc = Date.parse(`${date}T00:00:00Z`) + 24 * 60 * 60 * 1000;
  // The offset at the guess, then again at the instant it gives (a change of clocks in between).
  const guess = nextMidnightUtc - zoneOffset(timeZone, nextMidnightUtc);
  return new Date(nextMidnightUtc - zoneOffset(timeZone, guess));
}
