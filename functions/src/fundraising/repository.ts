import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
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

/** One counter document's move: the fields that name it and the amounts it is incremented by. */
interface CounterMove {
  ref: DocumentReference;
  fields: Record<string, string>;
  moves: Record<string, number>;
}

/** The counter moves of one attempt of a transaction moving several boxes, written at its end. */
const pendingCounters = new WeakMap<Transaction, Map<string, CounterMove>>();

/**
 * From here to `writeLedgerCounters(tx)`, the counters that entries move in `tx` add up and each
 * is written once: a checkout of three boxes writes its school's month and all-time counters once,
 * not three times. Called at the start of each attempt (Firestore runs the same Transaction object
 * again).
 */
export function gatherLedgerCounters(tx: Transaction): void {
  pendingCounters.set(tx, new Map());
}

/** Writes what `gatherLedgerCounters` gathered in `tx`. */
export function writeLedgerCounters(tx: Transaction): void {
  const pending = pendingCounters.get(tx);
  pendingCounters.delete(tx);
  for (const counter of pending?.values() ?? []) writeCounter(tx, counter);
}

const added = (a: Record<string, number>, b: Record<string, number>): Record<string, number> =>
  Object.fromEntries([...new Set([...Object.keys(a), ...Object.keys(b)])].map((field) => [field, (a[field] ?? 0) + (b[field] ?? 0)]));

/** A box's entry: the list it counts for, and what it moves (earned or reversed). */
export interface ListMove {
  supplyListId: string;
  kind: 'earned' | 'reversed';
}

/**
 * Moves a school's counters by an entry's amount, its month's (that of its `day`) and its all-time
 * totals, and a box's entry (`list`) its list's week of that month, with increments: the write
 * reads nothing, and entries of one transaction add up.
 */
export function moveLedgerCounters(tx: Transaction, schoolId: string, day: string, moves: Totals, list?: ListMove): void {
  const month = day.slice(0, 7);
  const counters: CounterMove[] = [
    { ref: ledgerMonthRef(schoolId, month), fields: { schoolId, month }, moves },
    { ref: schoolLedgersCollection().doc(schoolId), fields: {}, moves },
  ];
  if (list) {
    const week = weekStartOf(day);
    const cents = (list.kind === 'earned' ? moves.earnedCents : moves.reversedCents) ?? 0;
    counters.push({
      ref: ledgerWeeksCollection().doc(`${schoolId}_${month}_${week}_${list.supplyListId}`),
      fields: { schoolId, month, week, supplyListId: list.supplyListId },
      moves: { [`${list.kind}Cents`]: cents, [`${list.kind}Count`]: 1 },
    });
  }
  const pending = pendingCounters.get(tx);
  for (const counter of counters) {
    const before = pending?.get(counter.ref.path);
    if (!pending) writeCounter(tx, counter);
    else pending.set(counter.ref.path, before ? { ...counter, moves: added(before.moves, counter.moves) } : counter);
  }
}

/** Increments go around the converters, which check whole values. */
function writeCounter(tx: Transaction, { ref, fields, moves }: CounterMove): void {
  const increments = Object.fromEntries(Object.entries(moves).map(([field, amount]) => [field, FieldValue.increment(amount)]));
  tx.set(ref.withConverter(null), { ...fields, ...increments }, { merge: true });
}

/** Creates an entry: one already there fails the transaction, so an entry is never written twice nor changed. */
export function createLedgerEntry(tx: Transaction, id: string, entry: LedgerEntryDoc): void {
  tx.create(ledgerEntriesCollection().doc(id), entry);
}
