import type { Transaction } from 'firebase-admin/firestore';
import { paidDayWrite, type PaidDaysMoves } from '@ssb/documents';
import { paidDaysCollection } from './repository';

/** Where a day's boxes are counted: increments go around the converter, which checks whole values. */
const paidDayRef = (day: string) => paidDaysCollection().doc(day).withConverter(null);

/**
 * Counts the boxes a transaction first paid (or recorded paid) on their days: one merge per UTC
 * day. It reads nothing, so it may be written whenever the transaction's reads are done.
 */
export function writePaidDays(tx: Transaction, moves: PaidDaysMoves): void {
  for (const [day, hours] of moves.byDay) tx.set(paidDayRef(day), paidDayWrite(day, hours), { merge: true });
}
