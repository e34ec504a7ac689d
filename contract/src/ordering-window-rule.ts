import { defineTexts } from './i18n/texts';
import en from './locales/ordering.en';
import { formatCalendarDate, isLateOrdering, orderingState, utcMidnight, type OrderingWindow, type SellingSchool } from './ordering-window';

// What a window must be to be set or stored, and why a checkout outside it is refused, for the
// API, the stored documents, the school dialog and the order step; apart from
// ordering-window.ts, which the shop's first screen carries without these messages.

const ORDERING_TEXTS = defineTexts('contract.ordering', en, { es: () => import('./locales/ordering.es') });

export const orderingWindowMessages = ORDERING_TEXTS.window;

/** The checkouts' 409 before and after the window. */
export const orderingMessages = ORDERING_TEXTS.refusal;

/** A school's late orders as the school dialog sets them. */
export const lateOrderMessages = ORDERING_TEXTS.late;

/** Why a school's lists cannot be ordered at `now` (the checkouts' 409), or null while it sells (late orders after its window too). */
export function orderingRefusal(school: SellingSchool & { name: string }, now: Date): string | null {
  const state = orderingState(school, now);
  if (isLateOrdering(school, now)) return null;
  if (state.phase === 'before') return orderingMessages.notOpenYet({ school: school.name, date: formatCalendarDate(state.opensOn) });
  if (state.phase === 'after') return orderingMessages.closed({ school: school.name, date: formatCalendarDate(state.closesOn) });
  return null;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2026-08-01`: a real day (no February 30) between 2000 and 2100, as the API's dates are. */
export function isCalendarDate(value: string): boolean {
  const parts = CALENDAR_DATE.exec(value);
  if (!parts) return false;
  const time = utcMidnight(value);
  return Number.isFinite(time) && new Date(time).getUTCDate() === Number(parts[3]) && parts[1]! >= '2000' && parts[1]! < '2100';
}

/**
 * The rule a window keeps, for a request (a field left out is `undefined`) and a stored
 * school alike: both dates or neither, the closing day not before the opening day, and a
 * time zone to read them in. The first field that breaks it, with what is wrong.
 */
export function orderingWindowProblem(window: Partial<OrderingWindow>): { field: keyof OrderingWindow; message: string } | null {
  const { orderingOpensOn: opensOn, orderingClosesOn: closesOn } = window;
  if ((opensOn ?? null) === null && (closesOn ?? null) !== null) return { field: 'orderingOpensOn', message: orderingWindowMessages.bothDates };
  if ((closesOn ?? null) === null && (opensOn ?? null) !== null) return { field: 'orderingClosesOn', message: orderingWindowMessages.bothDates };
  // Sending one date as null clears half a window: refused as a date left out would be.
  if ((opensOn === undefined) !== (closesOn === undefined)) {
    return { field: opensOn === undefined ? 'orderingOpensOn' : 'orderingClosesOn', message: orderingWindowMessages.bothDates };
  }
  if (!opensOn || !closesOn) return null;
  if (closesOn < opensOn) return { field: 'orderingClosesOn', message: orderingWindowMessages.closesBeforeOpens };
  if (!window.timeZone) return { field: 'timeZone', message: orderingWindowMessages.timeZoneNeeded };
  return null;
}
