import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { MAX_READY_SCHOOLS, type ReadyToShipResponse } from '@ssb/contract';
import type { ReadyToShipMoves } from '@ssb/documents';
import { db } from '../lib/firebase';
import { schoolsCollection } from '../schools/repository';
import { readyToShipCollection } from './repository';

/** Where counters are moved: increments go around the converter, which checks whole values. */
const readyRef = (schoolId: string) => readyToShipCollection().doc(schoolId).withConverter(null);

/** Writes the counts `moves` changed, one merge per school. It reads nothing, so it may follow the transaction's reads. */
export function writeReadyToShip(tx: Transaction, moves: ReadyToShipMoves): void {
  for (const [schoolId, by] of moves.changes()) tx.set(readyRef(schoolId), { schoolId, boxes: FieldValue.increment(by) }, { merge: true });
}

/** The counters above zero: a single-field range, which Firestore serves without a composite index. */
export const schoolsWithBoxesQuery = () => readyToShipCollection().where('boxes', '>', 0).limit(MAX_READY_SCHOOLS);

/** GET /shipments/ready: the schools with boxes to ship, each named as it is now, by name. */
export async function listReadyToShip(): Promise<ReadyToShipResponse> {
  const counters = (await schoolsWithBoxesQuery().get()).docs.map((snap) => snap.data());
  if (!counters.length) return { schools: [] };
  const schools = await db().getAll(...counters.map((c) => schoolsCollection().doc(c.schoolId)));
  const names = new Map(schools.map((snap) => [snap.id, snap.data()?.name]));
  return {
    schools: counters
      .flatMap((c) => {
        const schoolName = names.get(c.schoolId);
        return schoolName === undefined ? [] : [{ schoolId: c.schoolId, schoolName, boxes: c.boxes }];
      })
      .sort((a, b) => a.schoolName.localeCompare(b.schoolName) || a.schoolId.localeCompare(b.schoolId)),
  };
}
