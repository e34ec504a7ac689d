import { AggregateField, Timestamp } from 'firebase-admin/firestore';
import { addDays, centsToDollars, seasonStartOn, todayIn, utcMidnight, type SeasonStats } from '@ssb/contract';
import { ordersCollection, paidDaysCollection, refundsCollection } from './repository';
import { startOfDay } from './today';

const HOUR_MS = 60 * 60 * 1000;

/** The first instant of the calendar day `day` in `timeZone`. */
function startOfDayOn(day: string, timeZone: string): Date {
  const midnight = utcMidnight(day);
  // Midnight UTC falls on the day itself east of Greenwich, on the day before west of it.
  const candidate = startOfDay(new Date(midnight), timeZone);
  return todayIn(timeZone, candidate) === day ? candidate : startOfDay(new Date(midnight + 24 * HOUR_MS), timeZone);
}

/**
 * The boxes paid since `since` and their money, from one aggregation over the orders' paidAt
 * (never the orders): their items after what the families had (`snapshot.totalCents`), and of
 * their money the discount, shipping and sales tax. A sum skips an order without money (kept
 * before it, or recorded at the office): it sold its list's price, with no tax.
 */
export const paidSince = (since: Date) =>
  ordersCollection()
    .where('paidAt', '>=', Timestamp.fromDate(since))
    .aggregate({
      boxes: AggregateField.count(),
      cents: AggregateField.sum('snapshot.totalCents'),
      discountCents: AggregateField.sum('money.discountCents'),
      shippingCents: AggregateField.sum('money.shippingCents'),
      lateFeeCents: AggregateField.sum('money.lateFeeCents'),
      taxCents: AggregateField.sum('money.taxCents'),
    });

/**
 * What was refunded on the refund records made since `since`, and of it the sales tax, as each
 * record's `parts` say (a partial refund's share of the tax too), from one aggregation. A record
 * kept before its parts were counts no tax.
 */
export const refundedSince = (since: Date) =>
  refundsCollection()
    .where('createdAt', '>=', Timestamp.fromDate(since))
    .aggregate({ cents: AggregateField.sum('amountCents'), taxCents: AggregateField.sum('parts.taxCents') });

/** The UTC days' counts of boxes first paid from `first` to `last` (YYYY-MM-DD): at most a season's days and two, never the orders. */
export const paidDaysBetween = (first: string, last: string) => paidDaysCollection().where('day', '>=', first).where('day', '<=', last).orderBy('day');

/**
 * GET /orders/stats/season (administrators): this season's money and its paid boxes per day
 * (docs/decisions.md §31), in `timeZone` (UTC without one). The money comes from aggregations
 * over the orders paid since the season began (every box paid in it, refunded since or not) and
 * the refunds made since, without sales tax, and the sales tax collected apart (less the refunds' tax); the days from the counts the payments keep by UTC hour, summed into the
 * caller's days. A handful of reads however many orders the season has.
 */
export async function getSeasonStats(timeZone = 'UTC', now = new Date()): Promise<SeasonStats> {
  const today = todayIn(timeZone, now);
  const startsOn = seasonStartOn(today);
  const since = startOfDayOn(startsOn, timeZone);
  const [paid, refunded, days] = await Promise.all([
    paidSince(since).get(),
    refundedSince(since).get(),
    paidDaysBetween(addDays(startsOn, -1), addDays(today, 1)).get(),
  ]);
  const boxesByDay = new Map<string, number>();
  for (let day = startsOn; day <= today; day = addDays(day, 1)) boxesByDay.set(day, 0);
  for (const doc of days.docs) {
    const { day, hours } = doc.data();
    for (const [hour, boxes] of Object.entries(hours)) {
      // The middle of the UTC hour: a zone half an hour off UTC counts the hour on the day most of it falls on.
      const local = todayIn(timeZone, new Date(utcMidnight(day) + (Number(hour) + 0.5) * HOUR_MS));
      if (boxesByDay.has(local)) boxesByDay.set(local, boxesByDay.get(local)! + boxes);
    }
  }
  const sums = paid.data();
  // Revenue leaves the sales tax out, which is the states': items less discounts, shipping and late fees.
  const paidCents = (sums.cents ?? 0) - (sums.discountCents ?? 0) + (sums.shippingCents ?? 0) + (sums.lateFeeCents ?? 0);
  const paidBoxes = sums.boxes;
  const taxRefundedCents = refunded.data().taxCents ?? 0;
  const refundedCents = (refunded.data().cents ?? 0) - taxRefundedCents;
  return {
    startsOn,
    paid: centsToDollars(paidCents),
    refunded: centsToDollars(refundedCents),
    net: centsToDollars(paidCents - refundedCents),
    paidBoxes,
    averageBox: paidBoxes ? centsToDollars(Math.round(paidCents / paidBoxes)) : 0,
    taxCollected: centsToDollars((sums.taxCents ?? 0) - taxRefundedCents),
    days: [...boxesByDay].map(([day, boxes]) => ({ day, boxes })),
  };
}
