import { centsToDollars, seasonStartOn, todayIn, type FundraisingQuery, type FundraisingResponse, type FundraisingSummary } from '@ssb/contract';
import { ledgerBalanceCents, type LedgerMonthDoc, type LedgerWeekDoc, type SchoolLedgerDoc } from '@ssb/documents';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { notFound } from '../http/errors';
import { getAll } from '../lib/collections';
import { findSchool } from '../schools/repository';
import { supplyListsCollection } from '../supply-lists/repository';
import { API_TEXTS } from '../texts';
import { NO_TOTALS, toApiLedgerEntry, toApiLedgerTotals } from './convert';
import { ledgerEntriesCollection, ledgerWeeksCollection, schoolLedgersCollection } from './repository';
import { ledgerMonthsOf } from './get-ledger';
import { ledgerTimeZone } from './share-ledger';

/** A month's payouts are a handful; the statement lists at most this many. */
const STATEMENT_PAYOUTS = 100;

/** A school's weeks' counters of the months `from` to `to` (YYYY-MM, inclusive): a list's week is one read. */
export const ledgerWeeksOf = (schoolId: string, from: string, to?: string) => {
  const query = ledgerWeeksCollection().where('schoolId', '==', schoolId).where('month', '>=', from);
  return to ? query.where('month', '<=', to) : query;
};

/** A school's payouts of the days `from` to `to`, newest first. */
export const payoutsBetween = (schoolId: string, from: string, to: string) =>
  ledgerEntriesCollection()
    .where('schoolId', '==', schoolId)
    .where('kind', '==', 'payout')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day', 'desc')
    .orderBy('at', 'desc');

const sum = (months: LedgerMonthDoc[]): SchoolLedgerDoc =>
  months.reduce(
    (total, m) => ({
      earnedCents: total.earnedCents + m.earnedCents,
      reversedCents: total.reversedCents + m.reversedCents,
      paidOutCents: total.paidOutCents + m.paidOutCents,
    }),
    NO_TOTALS,
  );

/** Adds up `weeks` by `key`, keeping the first key's order of appearance. */
function byKey(weeks: LedgerWeekDoc[], key: (week: LedgerWeekDoc) => string) {
  const totals = new Map<string, { earnedCents: number; earnedCount: number; reversedCents: number; reversedCount: number }>();
  for (const week of weeks) {
    const total = totals.get(key(week)) ?? { earnedCents: 0, earnedCount: 0, reversedCents: 0, reversedCount: 0 };
    totals.set(key(week), {
      earnedCents: total.earnedCents + week.earnedCents,
      earnedCount: total.earnedCount + week.earnedCount,
      reversedCents: total.reversedCents + week.reversedCents,
      reversedCount: total.reversedCount + week.reversedCount,
    });
  }
  return [...totals];
}

/**
 * GET /schools/{id}/fundraising: the Fundraising tab's figures, read from counters alone (the
 * school's months of all time, this season's weeks, the month's weeks and payouts, the names of
 * their lists): what a school of 5,000 boxes reads is what a school of 50 reads. For the school's
 * representatives and administrators.
 */
export async function getFundraising(caller: Caller, schoolId: string, query: FundraisingQuery): Promise<FundraisingResponse> {
  assertMayManageSchool(caller, schoolId);
  const school = await findSchool(schoolId);
  if (!school) throw notFound(API_TEXTS.notFound.school);
  const today = todayIn(ledgerTimeZone(school), new Date());
  const seasonFrom = seasonStartOn(today);
  const month = query.month ?? today.slice(0, 7);
  const [allTime, monthSnaps, seasonWeekSnaps, monthWeekSnaps, payoutSnaps] = await Promise.all([
    schoolLedgersCollection().doc(schoolId).get(),
    ledgerMonthsOf(schoolId, {}).get(),
    ledgerWeeksOf(schoolId, seasonFrom.slice(0, 7)).get(),
    ledgerWeeksOf(schoolId, month, month).get(),
    payoutsBetween(schoolId, `${month}-01`, `${month}-31`).limit(STATEMENT_PAYOUTS).get(),
  ]);
  const months = monthSnaps.docs.map((d) => d.data()).sort((a, b) => a.month.localeCompare(b.month));
  const seasonWeeks = seasonWeekSnaps.docs.map((d) => d.data());
  const monthWeeks = monthWeekSnaps.docs.map((d) => d.data());
  const listIds = [...new Set([...seasonWeeks, ...monthWeeks].map((w) => w.supplyListId))];
  const lists = await getAll(listIds.map((id) => supplyListsCollection().doc(id)));
  const names = new Map(lists.map((snap) => [snap.id, snap.data()?.name ?? null]));
  const nameOf = (id: string) => names.get(id) ?? null;

  const seasonMonths = months.filter((m) => m.month >= seasonFrom.slice(0, 7));
  const untilMonth = sum(months.filter((m) => m.month <= month));
  const ofMonth = sum(months.filter((m) => m.month === month));
  const dollars = centsToDollars;

  const groups: FundraisingSummary['statement']['groups'] = byKey(monthWeeks, (w) => `${w.week}_${w.supplyListId}`).flatMap(([key, total]) => {
    const [week, supplyListId] = [key.slice(0, 10), key.slice(11)];
    const name = nameOf(supplyListId);
    return [
      ...(total.earnedCount ? [{ kind: 'earned' as const, week, supplyListId, name, count: total.earnedCount, amount: dollars(total.earnedCents) }] : []),
      ...(total.reversedCount
        ? [{ kind: 'reversed' as const, week, supplyListId, name, count: total.reversedCount, amount: dollars(total.reversedCents) }]
        : []),
    ];
  });
  groups.sort((a, b) => a.kind.localeCompare(b.kind) || a.week.localeCompare(b.week) || b.amount - a.amount);

  return {
    fundraising: {
      season: { from: seasonFrom, ...toApiLedgerTotals(sum(seasonMonths), allTime.data() ?? NO_TOTALS) },
      months: seasonMonths.map((m) => ({
        month: m.month,
        earned: dollars(m.earnedCents),
        reversed: dollars(m.reversedCents),
        paidOut: dollars(m.paidOutCents),
      })),
      lists: byKey(seasonWeeks, (w) => w.supplyListId)
        .map(([supplyListId, t]) => ({
          supplyListId,
          name: nameOf(supplyListId),
          boxes: t.earnedCount,
          earned: dollars(t.earnedCents),
          reversed: dollars(t.reversedCents),
        }))
        .sort((a, b) => b.earned - a.earned || (a.name ?? '').localeCompare(b.name ?? '')),
      weeks: byKey(seasonWeeks, (w) => w.week)
        .map(([week, t]) => ({ week, earned: dollars(t.earnedCents), reversed: dollars(t.reversedCents) }))
        .sort((a, b) => a.week.localeCompare(b.week)),
      statement: {
        month,
        totals: { ...toApiLedgerTotals(ofMonth, NO_TOTALS), balance: dollars(ledgerBalanceCents(untilMonth)) },
        groups,
        payouts: payoutSnaps.docs.map((d) => toApiLedgerEntry(d.id, d.data())),
      },
    },
  };
}
