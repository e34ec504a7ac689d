import { defineTexts } from './i18n/texts';
import en from './locales/reminders.en';
import { addDays, formatCalendarDate, orderingState, todayIn, type OrderingWindow } from './ordering-window';
import { orderingMessages } from './ordering-window-rule';

// Reminders before a school's ordering window closes (docs/decisions.md §10): what a family agrees
// to, and when it may ask. The API records the consent in these very words; the shop shows them.

/** The days before the window closes (counted as the shop counts "Orders close in {n} days") on which a reminder goes out. */
export const REMINDER_DAYS_LEFT = [7, 1] as const;

/** What a family agrees to and why a request is refused, in the current language. */
export const reminderMessages = defineTexts('contract.reminders', en, { es: () => import('./locales/reminders.es') });

/** Why a family cannot ask for reminders for this school at `now` (the API's 409), or null: its window has not closed. */
export function reminderRefusal(school: OrderingWindow & { name: string }, now: Date): string | null {
  const state = orderingState(school, now);
  if (state.phase === 'always') return reminderMessages.noWindow({ school: school.name });
  if (state.phase === 'after') return orderingMessages.closed({ school: school.name, date: formatCalendarDate(state.closesOn) });
  return null;
}

/**
 * The reminders still to come for a school at `now` (days left before closing, as
 * REMINDER_DAYS_LEFT counts them): each is sent on its day if the window is open then and the
 * day has not passed. Empty without a window, after it, and on its last day.
 */
export function remindersAhead(school: OrderingWindow, now: Date): number[] {
  const { orderingOpensOn: opensOn, orderingClosesOn: closesOn, timeZone } = school;
  if (!opensOn || !closesOn || !timeZone) return [];
  const today = todayIn(timeZone, now);
  const from = today > opensOn ? today : opensOn;
  return REMINDER_DAYS_LEFT.filter((daysLeft) => addDays(closesOn, -daysLeft) >= from);
}
