import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { z } from 'zod/mini';

// The Overview's chart of paid boxes per day, kept as boxes are paid rather than counted from
// the orders. A box is counted once, when it is first paid (the move into a paid status of an
// order never paid before, or one recorded paid at the office), in the same transaction, with
// increments: the write needs no read, and the boxes of one checkout add up. Counted by hour of
// the UTC day, so that any reader's time zone can sum them into its own days.

const count = z._default(z.number().check(z.int()), 0);

/** `paidDays/{YYYY-MM-DD}`: the boxes first paid on that UTC day, in all and by hour (`00` to `23`). */
export const PaidDayDoc = z.object({
  day: z.string(),
  boxes: count,
  hours: z._default(z.record(z.string(), count), {}),
});
export type PaidDayDoc = z.infer<typeof PaidDayDoc>;

/** The UTC day (the document's id) and hour an instant counts in. */
export function paidDayOf(at: Date): { day: string; hour: string } {
  const iso = at.toISOString();
  return { day: iso.slice(0, 10), hour: iso.slice(11, 13) };
}

/** Boxes first paid, by UTC day and hour, that a transaction is to count. */
export class PaidDaysMoves {
  readonly byDay = new Map<string, Map<string, number>>();

  /** `boxes` first paid at `at`. */
  add(at: Date, boxes = 1): void {
    const { day, hour } = paidDayOf(at);
    const hours = this.byDay.get(day) ?? new Map<string, number>();
    hours.set(hour, (hours.get(hour) ?? 0) + boxes);
    this.byDay.set(day, hours);
  }
}

/** The merge that counts a day's boxes: increments only, so it reads nothing. */
export function paidDayWrite(day: string, hours: Map<string, number>): DocumentData {
  const boxes = [...hours.values()].reduce((sum, n) => sum + n, 0);
  return { day, boxes: FieldValue.increment(boxes), hours: Object.fromEntries([...hours].map(([hour, n]) => [hour, FieldValue.increment(n)])) };
}
