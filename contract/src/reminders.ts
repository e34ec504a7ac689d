import { orderingMessages, orderingState, type OrderingWindow } from './ordering-window';

// Reminders before a school's ordering window closes (DESIGN §7 E-mail): what a family agrees
// to, and when it may ask. The API records the consent in these very words; the shop shows them.

/** The days before the window closes (counted as the shop counts "Orders close in {n} days") on which a reminder goes out. */
export const REMINDER_DAYS_LEFT = [7, 1] as const;

export const reminderMessages = {
  /** What a family agrees to with the checkbox, recorded with its request. */
  consent: (school: string) => `Yes, e-mail me 7 days and 1 day before ordering closes at ${school}. Each reminder has a link to unsubscribe.`,
  consentRequired: 'Please tick the box to agree to the reminder e-mails',
  noWindow: (school: string) => `${school} takes orders all year, so there is no closing date to remind you of.`,
  tooMany: 'Too many reminder requests. Please wait a few minutes and try again.',
} as const;

/** Why a family cannot ask for reminders for this school at `now` (the API's 409), or null: its window has not closed. */
export function reminderRefusal(school: OrderingWindow & { name: string }, now: Date): string | null {
  const state = orderingState(school, now);
  if (state.phase === 'always') return reminderMessages.noWindow(school.name);
  if (state.phase === 'after') return orderingMessages.closed(school.name, state.closesOn);
  return null;
}
