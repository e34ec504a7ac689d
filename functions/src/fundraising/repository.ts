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

/**
 * Moves a school's counters by an entry's amount, its month's (that of its `day`) and its all-time
 * totals, with increments: the write reads nothing, and entries of one transaction add up.
 * Increments go around the converters, which check whole values.
 */
export function moveLedgerCounters(tx: Transaction, schoolId: string, day: string, moves: Totals): void {
  const month = day.slice(0, 7);
  const increments = Object.fromEntries(Object.entries(moves).map(([field, cents]) => [field, FieldValue.increment(cents)]));
  tx.set(ledgerMonthRef(schoolId, month).withConverter(null), { schoolId, month, ...increments }, { merge: true });
  tx.set(schoolLedgersCollection().doc(schoolId).withConverter(null), increments, { merge: true });
}

/** Creates an entry: one already there fails the transaction, so an entry is never written twice nor changed. */
export function createLedgerEntry(tx: Transaction, id: string, entry: LedgerEntryDoc): void {
  tx.create(ledgerEntriesCollection().doc(id), entry);
}
