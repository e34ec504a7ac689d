import { z } from 'zod/mini';
import { calendarDate } from './calendar-fields';
import { FundraisingShareAnswer } from './catalog';
import { fundraisingMessages } from './fundraising-texts';
import { nextCursor, PageQuery } from './paging';

// A school's ledger (docs/decisions.md §25) as the API speaks it: dollars. Apart from the school
// dialog's share field (fundraising.ts) and the payout form's request (payout-request.ts), so that
// the web's bundles carry none of these: the checks built here (a month's pattern, the period's
// order) would grow the zod every route downloads.

export const LedgerEntryKind = z.enum(['earned', 'reversed', 'payout']);

/** One entry of a school's ledger; every amount is positive, its kind says which way it went. No child's name is ever in one. */
export const LedgerEntry = z.object({
  id: z.string(),
  /** When it was written (ISO 8601). */
  at: z.string(),
  /** The school's calendar day it counts on (a payout's: the day it was paid). */
  day: z.string(),
  kind: LedgerEntryKind,
  amount: z.number(),
  orderId: z.optional(z.string()),
  supplyListId: z.optional(z.string()),
  /** The share an earned entry was earned by, as the school had it when the box was paid. */
  share: z.optional(FundraisingShareAnswer),
  reference: z.optional(z.string()),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

export const LedgerTotals = z.object({ earned: z.number(), reversed: z.number(), paidOut: z.number(), balance: z.number() });
export type LedgerTotals = z.infer<typeof LedgerTotals>;

const periodInOrder = <Q extends { from?: string; to?: string }>() =>
  z.refine<Q>((query) => !query.from || !query.to || query.from <= query.to, { error: () => fundraisingMessages.share.periodInvalid, path: ['to'] });

/** GET /schools/{id}/ledger: the entries of the days `from` to `to` (both inclusive, the school's days; either open), newest first. */
export const LedgerQuery = z.extend(PageQuery, { from: z.optional(calendarDate), to: z.optional(calendarDate) }).check(periodInOrder());
export type LedgerQuery = z.infer<typeof LedgerQuery>;

/** GET /schools/{id}/ledger.csv: the same period, every entry. */
export const LedgerCsvQuery = z.object({ from: z.optional(calendarDate), to: z.optional(calendarDate) }).check(periodInOrder());
export type LedgerCsvQuery = z.infer<typeof LedgerCsvQuery>;

/**
 * A page of the ledger. `totals` are those of the whole months the period touches (from the
 * month counters: `months` names them), `balance` of all time; in dollars.
 */
export const LedgerPage = z.object({
  ledger: z.object({
    entries: z.array(LedgerEntry),
    totals: LedgerTotals,
    months: z.object({ from: z.nullable(z.string()), to: z.nullable(z.string()) }),
  }),
  nextCursor,
});
export type LedgerPage = z.infer<typeof LedgerPage>;

export const PayoutResponse = z.object({ entry: LedgerEntry, totals: LedgerTotals });
export type PayoutResponse = z.infer<typeof PayoutResponse>;

const monthInvalid = { error: () => fundraisingMessages.share.monthInvalid };

/** A calendar month, `2026-08`. */
const calendarMonth = z.string(monthInvalid).check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, monthInvalid));

/** GET /schools/{id}/fundraising: the statement's month (the school's current month when left out). */
export const FundraisingQuery = z.object({ month: z.optional(calendarMonth) });
export type FundraisingQuery = z.infer<typeof FundraisingQuery>;

/**
 * What the school dashboard's Fundraising tab shows, from counters only (never a school's orders
 * nor all its entries), in dollars: this season's totals (since July 1, the school's days; the
 * balance of all time), its months, its lists and its weeks (Monday first); and the month's
 * statement: its totals (the balance at its end), its boxes earned and reversed counted by list
 * and week (so a month of 500 boxes prints on one page), and its payouts one by one.
 */
export const FundraisingSummary = z.object({
  season: z.extend(LedgerTotals, { from: z.string() }),
  months: z.array(z.object({ month: z.string(), earned: z.number(), reversed: z.number(), paidOut: z.number() })),
  lists: z.array(z.object({ supplyListId: z.string(), name: z.nullable(z.string()), boxes: z.number(), earned: z.number(), reversed: z.number() })),
  weeks: z.array(z.object({ week: z.string(), earned: z.number(), reversed: z.number() })),
  statement: z.object({
    month: z.string(),
    totals: LedgerTotals,
    groups: z.array(
      z.object({
        kind: z.enum(['earned', 'reversed']),
        week: z.string(),
        supplyListId: z.string(),
        name: z.nullable(z.string()),
        count: z.number(),
        amount: z.number(),
      }),
    ),
    payouts: z.array(LedgerEntry),
  }),
});
export type FundraisingSummary = z.infer<typeof FundraisingSummary>;

export const FundraisingResponse = z.object({ fundraising: FundraisingSummary });
export type FundraisingResponse = z.infer<typeof FundraisingResponse>;

/** The header row of a ledger's CSV, in the current language. */
export const ledgerCsvColumns = (): string[] => {
  const { date, kind, amount, order, supplyList, reference } = fundraisingMessages.share.csvColumns;
  return [date, kind, amount, order, supplyList, reference];
};
