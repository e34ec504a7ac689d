import { formatCalendarDay } from './i18n/format';
// A school's ordering window (docs/decisions.md §8): two calendar dates, both inclusive, read in the
// school's IANA time zone. Plain functions with the clock passed in, no zod and no date
// library: the shop's first screen carries them, and "which day is it there" is all Intl
// has to answer; the rest is arithmetic on YYYY-MM-DD at UTC midnight, where no day is
// ever 23 or 25 hours long.

/** The window as a school stores and the API answers it; no dates: it sells all year. */
export interface OrderingWindow {
  orderingOpensOn: string | null;
  orderingClosesOn: string | null;
  timeZone: string | null;
}

/**
 * Where a school's ordering stands on a day: `always` without a window; `open` with the
 * days left after today (0 on the closing day); `before` and `after` the window.
 */
export type OrderingState =
  { phase: 'always' } | { phase: 'before'; opensOn: string } | { phase: 'open'; closesOn: string; daysLeft: number } | { phase: 'after'; closesOn: string };

/** A school's late orders (docs/decisions.md §28) as the rules read them; null or absent: it takes none. */
export interface LateOrdersTerms {
  homeDeliveryOnly: boolean;
}

/** A school as its ordering is decided: its window and whether it takes late orders after it. */
export type SellingSchool = OrderingWindow & { lateOrders?: LateOrdersTerms | null };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date's first instant in UTC, where every day is 24 hours long. */
export const utcMidnight = (date: string): number => Date.parse(`${date}T00:00:00Z`);

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date it is at `now` in `timeZone` (an IANA name), as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}`;
}

/** The calendar date `days` after `date` (before it when negative). */
export const addDays = (date: string, days: number): string => new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from one calendar date to another (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number => Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);

/** The school's ordering at `now`. */
export function orderingState(school: OrderingWindow, now: Date): OrderingState {
  const { orderingOpensOn: opensOn, orderingClosesOn: closesOn, timeZone } = school;
  if (!opensOn || !closesOn || !timeZone) return { phase: 'always' };
  const today = todayIn(timeZone, now);
  if (today < opensOn) return { phase: 'before', opensOn };
  if (today > closesOn) return { phase: 'after', closesOn };
  return { phase: 'open', closesOn, daysLeft: daysBetween(today, closesOn) };
}

/** Its window has closed and it takes late orders: it sells, on its late terms. A window not open yet stays shut. */
export const isLateOrdering = (school: SellingSchool, now: Date): boolean => Boolean(school.lateOrders) && orderingState(school, now).phase === 'after';

/** Whether a box ordered at `now` goes to the school: not a late one where late boxes go home only. */
export const deliversToSchoolNow = (school: SellingSchool & { deliverToSchool: boolean }, now: Date): boolean =>
  school.deliverToSchool && !(isLateOrdering(school, now) && school.lateOrders?.homeDeliveryOnly);

export const isOrderingOpen = (school: SellingSchool, now: Date): boolean => {
  const { phase } = orderingState(school, now);
  return phase === 'always' || phase === 'open' || isLateOrdering(school, now);
};

/** `2026-08-01` as people read it in the current language: "August 1, 2026" (the long US format My Orders shows dates in). */
export const formatCalendarDate = (date: string): string => formatCalendarDay(date);
