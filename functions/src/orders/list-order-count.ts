import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { orderCountDelta, type OrderStatus } from '@ssb/contract';
import { supplyListsCollection } from '../supply-lists/repository';

/** Whether each list read in a transaction exists, by id: the boxes of one checkout on one list read it once. */
export type ListsRead = Map<string, Promise<boolean>>;

/**
 * Moves the list's order counter with an order's status change (orderCountDelta), inside the
 * transaction that changes the status. Firestore wants every read before the first write, so
 * this reads the list now and returns the write to make with the others. A list gone by now
 * (only a list without live orders can be deleted) has no counter left to move.
 */
export async function prepareOrderCountMove(
  tx: Transaction,
  supplyListId: string,
  from: OrderStatus,
  to: OrderStatus,
  listsRead: ListsRead = new Map(),
): Promise<() => void> {
  const delta = orderCountDelta(from, to);
  if (delta === 0) return () => {};
  const listRef = supplyListsCollection().doc(supplyListId);
  if (!listsRead.has(supplyListId))
    listsRead.set(
      supplyListId,
      tx.get(listRef).then((snap) => snap.exists),
    );
  const listExists = await listsRead.get(supplyListId)!;
  return () => {
    if (listExists) tx.update(listRef, { orderCount: FieldValue.increment(delta) });
  };
}
