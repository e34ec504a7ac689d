import { z } from 'zod/mini';

// A season is a school year, July 1 to June 30 (docs/decisions.md §31): the families order in the
// summer for the year that starts, so the money and the chart of one back-to-school stay together.

/** The month and day a season starts: July 1. */
export const SEASON_STARTS = { month: 7, day: 1 } as const;

/** The first day (YYYY-MM-DD) of the season `today` (YYYY-MM-DD) falls in. */
export function seasonStartOn(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const begun = month > SEASON_STARTS.month || (month === SEASON_STARTS.month && day >= SEASON_STARTS.day);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${begun ? year : year - 1}-${pad(SEASON_STARTS.month)}-${pad(SEASON_STARTS.day)}`;
}

/** The Monday (YYYY-MM-DD) of the week a day (YYYY-MM-DD) falls in: the weeks a season's share is counted by (docs/decisions.md §25). */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * GET /orders/stats/season: this season's money, in dollars: what was paid (every box paid in it,
 * refunded since or not), what was refunded, the net, the boxes paid and the average box, each
 * without sales tax (the vendor's revenue: items less discounts, shipping included), and the sales
 * tax collected apart; and the boxes first paid on each day from its first day to today, in the
 * caller's time zone.
 */
export const SeasonStats = z.object({
  startsOn: z.string(),
  paid: z.number(),
  refunded: z.number(),
  net: z.number(),
  paidBoxes: z.number(),
  /** The paid amount over the paid boxes; 0 without any. */
  averageBox: z.number(),
  /** The sales tax of the boxes paid, less the tax the refunds gave back (their records' parts): owed to the states. */
  taxCollected: z.number(),
  days: z.array(z.object({ day: z.string(), boxes: z.number() })),
});
export type SeasonStats = z.infer<typeof SeasonStats>;

export const SeasonStatsResponse = z.object({ season: SeasonStats });
export type SeasonStatsResponse = z.infer<typeof SeasonStatsResponse>;
