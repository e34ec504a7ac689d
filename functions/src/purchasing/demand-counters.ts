import type { Transaction } from 'firebase-admin/firestore';
import { demandWrite, schoolDemandId, SHOP_DEMAND_ID, type DemandMoves } from '@ssb/documents';
import { demandCollection } from './repository';

/** Where counters are moved: increments go around the converter, which checks whole values. */
const demandRef = (id: string) => demandCollection().doc(id).withConverter(null);

/**
 * Writes the demand a transaction moves with the orders it creates or moves: one merge per school
 * whose unpacked paid boxes changed and one for the shop, by the sum of their moves. It reads
 * nothing, so it may be written whenever the transaction's reads are done.
 */
export function writeDemand(tx: Transaction, moves: DemandMoves): void {
  for (const [schoolId, change] of moves.bySchool) {
    const write = demandWrite(change);
    if (write) tx.set(demandRef(schoolDemandId(schoolId)), write, { merge: true });
  }
  const shop = demandWrite(moves.shop());
  if (shop) tx.set(demandRef(SHOP_DEMAND_ID), shop, { merge: true });
}
