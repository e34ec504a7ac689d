import { addDays, todayIn, type OrderingWindow } from '@ssb/contract';
import { startOfDay } from '../orders/today';

/** The digest a school's representatives are due at `now`: the orders paid on the school's yesterday. */
export interface DigestDay {
  /** The school's day it is sent on, YYYY-MM-DD: one digest per representative and day. */
  sentOn: string;
  /** The day whose paid orders it lists: the day before. */
  day: string;
  /** The first instant of `day` in the school's zone, and of the day after. */
  from: Date;
  to: Date;
  closesOn: string;
  /** `day` was the window's last: this is its last digest. */
  closed: boolean;
}

/**
 * Each day a school's representatives are sent the orders paid the day before, in the school's
 * zone, for every day of the window: from the day after it opens to the day after it closes,
 * whose digest holds the last day's orders. Consecutive digests cover consecutive days, so
 * "new since the previous digest" is simply "paid yesterday". None without a window: a school
 * that sells all year has no sale to follow day by day.
 */
export function digestDay(school: OrderingWindow, now: Date): DigestDay | null {
  const { orderingOpensOn: opensOn, orderingClosesOn: closesOn, timeZone } = school;
  if (!opensOn || !closesOn || !timeZone) return null;
  const sentOn = todayIn(timeZone, now);
  const day = addDays(sentOn, -1);
  if (day < opensOn || day > closesOn) return null;
  const to = startOfDay(now, timeZone);
  const from = startOfDay(new Date(to.getTime() - 1), timeZone);
  return { sentOn, day, from, to, closesOn, closed: day === closesOn };
}

/**
 * The earliest window end a school with a digest due at `now` can have: its yesterday is no
 * earlier than UTC's day before yesterday (zones lie within a day of UTC).
 */
export const earliestClosingWithDigest = (now: Date): string => addDays(now.toISOString().slice(0, 10), -2);
