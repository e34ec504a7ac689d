import type { Transaction } from 'firebase-admin/firestore';
import { isBoxStatus } from '@ssb/contract';
import { addBox, emptyPickTotals, pickTotalsWrite, PickTotalsMoves, type OrderDoc } from '@ssb/documents';
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

/**
 * Moves a box's school's pick totals from the items it held (`before`) to those it holds now, in
 * `tx`: a substitute is picked instead of its item, a removed item is not picked. A box not
 * counted (not paid, or no longer a box) moves nothing.
 */
export function writeBoxItemsChanged(
  tx: Transaction,
  order: OrderDoc,
  before: OrderDoc['snapshot']['items'],
  after: OrderDoc['snapshot']['items'],
  changes: OrderDoc['itemChanges'],
): void {
  if (!isBoxStatus(order.status)) return;
  const totals = emptyPickTotals();
  const { supplyListId } = order;
  const { listName } = order.snapshot;
  addBox(totals, { supplyListId, snapshot: { listName, items: before }, itemChanges: order.itemChanges }, -1);
  addBox(totals, { supplyListId, snapshot: { listName, items: after }, itemChanges: changes }, 1);
  const moves = new PickTotalsMoves();
  moves.bySchool.set(order.schoolId, totals);
  writePickTotals(tx, moves);
}
