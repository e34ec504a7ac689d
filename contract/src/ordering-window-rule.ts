import { utcMidnight, type OrderingWindow } from './ordering-window';

// What a window must be to be set or stored, for the API, the stored documents and the school
// dialog; apart from ordering-window.ts, which the shop's first screen carries.

export const orderingWindowMessages = {
  invalidDate: 'must be a date written YYYY-MM-DD, between 2000 and 2100',
  bothDates: 'set both dates of the ordering window, or neither',
  closesBeforeOpens: 'must be on or after the day ordering opens',
  timeZoneNeeded: 'is needed with an ordering window',
} as const;

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
