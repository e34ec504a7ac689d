import type { Transaction } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type { LedgerEntryDoc, LedgerMonthDoc, SchoolLedgerDoc } from '@ssb/documents';
import { collection } from '../lib/collections';

export type { LedgerEntryDoc, LedgerMonthDoc, SchoolLedgerDoc };

export const ledgerEntriesCollection = collection.ledgerEntries;
export const ledgerMonthsCollection = collection.ledgerMonths;
export const schoolLedgersCollection = collection.schoolLedgers;

/** A school's month's counters: `{schoolId}_{YYYY-MM}`. */
export const ledgerMonthRef = (schoolId: string, month: string) => ledgerMonthsCollection().doc(`${schoolId}_${month}`);

type Totals = Partial<Pick<SchoolLedgerDoc, 'earnedCents' | 'reversedCents' | 'paidOutCents'>>;

/** The counter moves of one attempt of a transaction moving several boxes, written at its end. */
const pendingCounters = new WeakMap<Transaction, Map<string, { schoolId: string; month: string; moves: Totals }>>();

/**
 * From here to `writeLedgerCounters(tx)`, the counters that entries move in `tx` add up and are
 * written once per month and school: a checkout of three boxes writes two counters, not six.
 * Called at the start of each attempt (Firestore runs the same Transaction object again).
 */
export function gatherLedgerCounters(tx: Transaction): void {
  pendingCounters.set(tx, new Map());
}

/** Writes what `gatherLedgerCounters` gathered in `tx`. */
export function writeLedgerCounters(tx: Transaction): void {
  const pending = pendingCounters.get(tx);
  pendingCounters.delete(tx);
  for (const { schoolId, month, moves } of pending?.values() ?? []) writeCounters(tx, schoolId, month, moves);
}

const added = (a: Totals, b: Totals): Totals =>
  Object.fromEntries(
    [...new Set([...Object.keys(a), ...Object.keys(b)])].map((field) => [field, (a[field as keyof Totals] ?? 0) + (b[field as keyof Totals] ?? 0)]),
  );

/**
 * Moves a school's counters by an entry's amount, its month's (that of its `day`) and its all-time
 * totals, with increments: the write reads nothing, and entries of one transaction add up.
 */
export function moveLedgerCounters(tx: Transaction, schoolId: string, day: string, moves: Totals): void {
  const month = day.slice(0, 7);
  const pending = pendingCounters.get(tx);
  if (!pending) return writeCounters(tx, schoolId, month, moves);
  const key = `${schoolId}_${month}`;
  pending.set(key, { schoolId, month, moves: added(pending.get(key)?.moves ?? {}, moves) });
}

/** Increments go around the converters, which check whole values; the all-time totals move by what each month does. */
function writeCounters(tx: Transaction, schoolId: string, month: string, moves: Totals): void {
  const increments = Object.fromEntries(Object.entries(moves).map(([field, cents]) => [field, FieldValue.increment(cents)]));
  tx.set(ledgerMonthRef(schoolId, month).withConverter(null), { schoolId, month, ...increments }, { merge: true });
  tx.set(schoolLedgersCollection().doc(schoolId).withConverter(null), increments, { merge: true });
}

/** Creates an entry: one already there fails the transaction, so an entry is never written twice nor changed. */
export function createLedgerEntry(tx: Transaction, id: string, entry: LedgerEntryDoc): void {
  tx.create(ledgerEntriesCollection().doc(id), entry);
}
