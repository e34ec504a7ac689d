import type { Transaction } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { weekStartOf } from '@ssb/contract';
import type { LedgerEntryDoc, LedgerMonthDoc, LedgerWeekDoc, SchoolLedgerDoc } from '@ssb/documents';
import { collection } from '../lib/collections';

export type { LedgerEntryDoc, LedgerMonthDoc, LedgerWeekDoc, SchoolLedgerDoc };

export const ledgerEntriesCollection = collection.ledgerEntries;
export const ledgerMonthsCollection = collection.ledgerMonths;
export const ledgerWeeksCollection = collection.ledgerWeeks;
export const schoolLedgersCollection = collection.schoolLedgers;

/** A school's month's counters: `{schoolId}_{YYYY-MM}`. */
export const ledgerMonthRef = (schoolId: string, month: string) => ledgerMonthsCollection().doc(`${schoolId}_${month}`);

type Totals = Partial<Pick<SchoolLedgerDoc, 'earnedCents' | 'reversedCents' | 'paidOutCents'>>;

/** A box's entry: the list it counts for, and what it moves (earned or reversed). */
export interface ListMove {
  supplyListId: string;
  kind: 'earned' | 'reversed';
}

/**
 * Moves a school's counters by an entry's amount, its month's (that of its `day`) and its all-time
 * totals, and a box's entry (`list`) its list's week of that month, with increments: the write
 * reads nothing, and entries of one transaction add up. Increments go around the converters,
 * which check whole values.
 */
export function moveLedgerCounters(tx: Transaction, schoolId: string, day: string, moves: Totals, list?: ListMove): void {
  const month = day.slice(0, 7);
  const increments = Object.fromEntries(Object.entries(moves).map(([field, cents]) => [field, FieldValue.increment(cents)]));
  tx.set(ledgerMonthRef(schoolId, month).withConverter(null), { schoolId, month, ...increments }, { merge: true });
  tx.set(schoolLedgersCollection().doc(schoolId).withConverter(null), increments, { merge: true });
  if (list) {
    const week = weekStartOf(day);
    const cents = list.kind === 'earned' ? moves.earnedCents : moves.reversedCents;
    tx.set(
      ledgerWeeksCollection().doc(`${schoolId}_${month}_${week}_${list.supplyListId}`).withConverter(null),
      {
        schoolId,
        month,
        week,
        supplyListId: list.supplyListId,
        [`${list.kind}Cents`]: FieldValue.increment(cents ?? 0),
        [`${list.kind}Count`]: FieldValue.increment(1),
      },
      { merge: true },
    );
  }
}

/** Creates an entry: one already there fails the transaction, so an entry is never written twice nor changed. */
export function createLedgerEntry(tx: Transaction, id: string, entry: LedgerEntryDoc): void {
  tx.create(ledgerEntriesCollection().doc(id), entry);
}
