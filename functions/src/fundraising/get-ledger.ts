import { FieldPath, Timestamp, type Query } from 'firebase-admin/firestore';
import { ledgerCsvColumns, fundraisingMessages, type LedgerCsvQuery, type LedgerPage, type LedgerQuery, type PageQuery } from '@ssb/contract';
import type { LedgerEntryDoc, SchoolLedgerDoc } from '@ssb/documents';
import type { CsvDownload, CsvRow } from '../fulfilment/csv';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { notFound } from '../http/errors';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { findSchool } from '../schools/repository';
import { API_TEXTS } from '../texts';
import { NO_TOTALS, toApiLedgerEntry, toApiLedgerTotals } from './convert';
import { ledgerEntriesCollection, ledgerMonthsCollection, schoolLedgersCollection } from './repository';

interface Period {
  from?: string;
  to?: string;
}

/** A school's entries of the period's days, newest first: by day, then by when written, then by id. */
export function ledgerEntriesOf(schoolId: string, { from, to }: Period): Query<LedgerEntryDoc> {
  let query = ledgerEntriesCollection().where('schoolId', '==', schoolId);
  if (from) query = query.where('day', '>=', from);
  if (to) query = query.where('day', '<=', to);
  return query.orderBy('day', 'desc').orderBy('at', 'desc').orderBy(FieldPath.documentId(), 'desc');
}

/** A school's months the period touches (whole months): a year is twelve reads, whatever its boxes. */
export function ledgerMonthsOf(schoolId: string, { from, to }: Period) {
  let query = ledgerMonthsCollection().where('schoolId', '==', schoolId);
  if (from) query = query.where('month', '>=', from.slice(0, 7));
  if (to) query = query.where('month', '<=', to.slice(0, 7));
  return query;
}

async function entriesPage(schoolId: string, period: Period, page: PageQuery) {
  let query = ledgerEntriesOf(schoolId, period);
  if (page.cursor) {
    const { keys, id } = decodeCursor(page.cursor, ['string', 'integer', 'integer']);
    query = query.startAfter(keys[0], new Timestamp(keys[1] as number, keys[2] as number), id);
  }
  const docs = (await query.limit(page.limit + 1).get()).docs;
  const items = docs.slice(0, page.limit).map((d) => ({ id: d.id, doc: d.data() }));
  const last = items.at(-1);
  const nextCursor = docs.length > page.limit && last ? encodeCursor([last.doc.day, last.doc.at.seconds, last.doc.at.nanoseconds], last.id) : null;
  return { items, nextCursor };
}

async function periodTotals(schoolId: string, period: Period): Promise<SchoolLedgerDoc> {
  const months = (await ledgerMonthsOf(schoolId, period).get()).docs.map((d) => d.data());
  return months.reduce(
    (sum, month) => ({
      earnedCents: sum.earnedCents + month.earnedCents,
      reversedCents: sum.reversedCents + month.reversedCents,
      paidOutCents: sum.paidOutCents + month.paidOutCents,
    }),
    NO_TOTALS,
  );
}

/**
 * GET /schools/{id}/ledger: a page of the school's entries of the period, newest first, with the
 * totals of the whole months the period touches (from the month counters) and the balance of all
 * time; for the school's representatives and administrators.
 */
export async function getLedger(caller: Caller, schoolId: string, query: LedgerQuery): Promise<LedgerPage> {
  assertMayManageSchool(caller, schoolId);
  const [school, allTime, totals, page] = await Promise.all([
    findSchool(schoolId),
    schoolLedgersCollection().doc(schoolId).get(),
    periodTotals(schoolId, query),
    entriesPage(schoolId, query, query),
  ]);
  if (!school) throw notFound(API_TEXTS.notFound.school);
  return {
    ledger: {
      entries: page.items.map(({ id, doc }) => toApiLedgerEntry(id, doc)),
      totals: toApiLedgerTotals(totals, allTime.data() ?? NO_TOTALS),
      months: { from: query.from?.slice(0, 7) ?? null, to: query.to?.slice(0, 7) ?? null },
    },
    nextCursor: page.nextCursor,
  };
}

const CSV_PAGE = 500;

/** GET /schools/{id}/ledger.csv: every entry of the period, newest first, a page at a time. */
export async function ledgerCsv(caller: Caller, schoolId: string, query: LedgerCsvQuery): Promise<CsvDownload> {
  assertMayManageSchool(caller, schoolId);
  if (!(await findSchool(schoolId))) throw notFound(API_TEXTS.notFound.school);
  const kinds = fundraisingMessages.share.kinds;
  const row = (id: string, doc: LedgerEntryDoc): CsvRow => {
    const entry = toApiLedgerEntry(id, doc);
    return [entry.day, kinds[entry.kind], entry.amount.toFixed(2), entry.orderId ?? '', entry.supplyListId ?? '', entry.reference ?? ''];
  };
  async function* pages() {
    let cursor: string | undefined;
    do {
      const page = await entriesPage(schoolId, query, { limit: CSV_PAGE, cursor });
      yield page.items.map(({ id, doc }) => row(id, doc));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  return { filename: `ledger-${schoolId}.csv`, header: ledgerCsvColumns(), pages: pages() };
}
