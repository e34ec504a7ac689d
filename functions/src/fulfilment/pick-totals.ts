import type { Transaction } from 'firebase-admin/firestore';
import { pickTotalsWrite, type PickTotalsMoves } from '@ssb/documents';
import { pickTotalsCollection } from './repository';

/** Where a school's totals are moved: increments go around the converter, which checks whole values. */
const pickTotalsRef = (schoolId: string) => pickTotalsCollection().doc(schoolId).withConverter(null);

/**
 * Writes the schools' pick totals a transaction moves with the orders it creates or moves: one
 * merge per school whose boxes moved, by the sum of their moves (none for moves that cancel
 * out). It reads nothing, so it may be written whenever the transaction's reads are done.
 */
export function writePickTotals(tx: Transaction, moves: PickTotalsMoves): void {
  for (const [schoolId, change] of moves.bySchool) {
    const write = pickTotalsWrite(change);
    if (write) tx.set(pickTotalsRef(schoolId), write, { merge: true });
  }
}
