import { addDays, isPaidStatus, orderingState, REMINDER_DAYS_LEFT, type Locale, type OrderingWindow, type OrderStatus } from '@ssb/contract';

// Which schools are reminded today and which families are, as plain decisions with the clock
// passed in (the mail job reads, asks these, and writes).

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

/** An order of a family at the school, as the job reads it. */
export interface FamilyOrder {
  status: OrderStatus;
  /** The address the order was placed with. */
  email: string;
  createdAt: Date;
  /** When it became paid; orders paid before this was kept have none, and their last change stands in. */
  paidAt: Date | null;
  updatedAt: Date;
  /** The language it was ordered in. */
  locale: Locale;
}

/**
 * A family's orders at one school → the failed checkout to remind it of (its address and
 * language are the reminder's), or null.
 * It is reminded when a checkout of theirs failed (PAYMENT_FAILED) after which they paid no
 * order there: the last failed checkout began after their last payment.
 */
export function failedCheckoutToRemind(orders: FamilyOrder[]): FamilyOrder | null {
  const failed = orders.filter((order) => order.status === 'PAYMENT_FAILED').sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const [latest] = failed;
  if (!latest) return null;
  const lastPaid = Math.max(...orders.filter((order) => isPaidStatus(order.status)).map((order) => (order.paidAt ?? order.updatedAt).getTime()));
  return latest.createdAt.getTime() > lastPaid ? latest : null;
}
