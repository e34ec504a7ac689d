import { addDays, orderingState, REMINDER_DAYS_LEFT, type OrderingWindow } from '@ssb/contract';

// Which schools are reminded today, as plain decisions with the clock passed in (the mail job
// reads, asks these, and writes).

/** A reminder due for a school now: the window's last day and the days left after today (7 or 1). */
export interface DueReminder {
  closesOn: string;
  daysLeft: number;
}

/**
 * The reminder a school's families are due at `now`: on the days its window has 7 and 1 days
 * left in its own time zone (the days the shop says "Orders close in 7 days" and "in 1 day"),
 * while the window is open. None on other days, without a window, or before it opens.
 */
export function dueReminder(school: OrderingWindow, now: Date): DueReminder | null {
  const state = orderingState(school, now);
  if (state.phase !== 'open' || !(REMINDER_DAYS_LEFT as readonly number[]).includes(state.daysLeft)) return null;
  return { closesOn: state.closesOn, daysLeft: state.daysLeft };
}

/**
 * Every closing day some school may be reminded of at `now`. Whatever its zone, the day it is
 * there is UTC's day before, the same or the next (zones lie within a day of UTC), so a school
 * with a reminder due closes on one of these few days: the job asks Firestore for those
 * schools alone, then `dueReminder` decides each.
 */
export function closingDaysToRemind(now: Date): string[] {
  const utcToday = now.toISOString().slice(0, 10);
  const days = [-1, 0, 1].flatMap((offset) => REMINDER_DAYS_LEFT.map((left) => addDays(utcToday, offset + left)));
  return [...new Set(days)].sort();
}
