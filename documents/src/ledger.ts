import { z } from 'zod/mini';
import { calendarDate } from '@ssb/contract';
import { cents, counter, timestamp } from './fields';

// The school's share (docs/decisions.md §25): a ledger of entries, only ever created, and
// counters moved in the same transaction as each entry, so a statement reads a school's months
// and its totals, never its orders.

/** A school's share as stored, and as each entry earned at payment keeps it: integers only. */
export const ShareRuleDoc = z.union([
  z.strictObject({ percentBasisPoints: z.number().check(z.int(), z.minimum(1), z.maximum(10_000)) }),
  z.strictObject({ perBoxCents: z.number().check(z.int(), z.minimum(1)) }),
]);
export type ShareRuleDoc = z.infer<typeof ShareRuleDoc>;

export const LEDGER_KINDS = ['earned', 'reversed', 'payout'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * `ledgerEntries/{id}`: one change of what a school earned. Ids are deterministic
 * (`earned-{orderId}`, `reversed-{orderId}-{reversed in all}`, `payout-{key}`), so a repeated
 * event or request writes nothing twice. `day` is the school's calendar day it counts on (a
 * payout's is the day it was paid), and its month the counter it moved.
 */
export const LedgerEntryDoc = z.object({
  schoolId: z.string(),
  kind: z.enum(LEDGER_KINDS),
  at: timestamp,
  day: calendarDate,
  amountCents: cents,
  orderId: z.nullable(z.string()),
  supplyListId: z.nullable(z.string()),
  /** The share it was earned by, as the school had it when the box was paid (earned entries). */
  share: z.nullable(ShareRuleDoc),
  /** The payout's reference (a check number, a transfer's id). */
  reference: z.nullable(z.string()),
  /** Who recorded a payout. */
  recordedBy: z.nullable(z.string()),
});
export type LedgerEntryDoc = z.infer<typeof LedgerEntryDoc>;

const total = z._default(counter, 0);

/** `ledgerMonths/{schoolId}_{YYYY-MM}`: a school's month, in its time zone. */
export const LedgerMonthDoc = z.object({
  schoolId: z.string(),
  month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  earnedCents: total,
  reversedCents: total,
  paidOutCents: total,
});
export type LedgerMonthDoc = z.infer<typeof LedgerMonthDoc>;

/**
 * `ledgerWeeks/{schoolId}_{month}_{week}_{supplyListId}`: what a list's boxes earned and had
 * reversed in a week (its Monday) of a month, in the school's time zone; a week across two months
 * is two of these, so a month's statement and a season's weeks and lists read counters alone.
 * Payouts belong to no list: they are in the months' counters only.
 */
export const LedgerWeekDoc = z.object({
  schoolId: z.string(),
  month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  week: calendarDate,
  supplyListId: z.string(),
  earnedCents: total,
  earnedCount: total,
  reversedCents: total,
  reversedCount: total,
});
export type LedgerWeekDoc = z.infer<typeof LedgerWeekDoc>;

/** `schoolLedgers/{schoolId}`: a school's totals of all time; its balance is earned − reversed − paid out. */
export const SchoolLedgerDoc = z.object({ earnedCents: total, reversedCents: total, paidOutCents: total });
export type SchoolLedgerDoc = z.infer<typeof SchoolLedgerDoc>;

export const ledgerBalanceCents = (totals: SchoolLedgerDoc): number => totals.earnedCents - totals.reversedCents - totals.paidOutCents;

/** What a paid box earned its school and how much of it was reversed since, kept on the order (cents). */
export const OrderShareDoc = z.object({ earnedCents: cents, reversedCents: cents, timeZone: z.string() });
export type OrderShareDoc = z.infer<typeof OrderShareDoc>;
