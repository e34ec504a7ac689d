import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { orderCountDelta, type OrderStatus } from '@ssb/contract';
import { supplyListsCollection } from '../supply-lists/repository';

/**
 * Moves the list's order counter with an order's status change (orderCountDelta), inside the
 * transaction that changes the status. Firestore wants every read before the first write, so
 * this reads the list now and returns the write to make with the others. A list gone by now
 * (only a list without live orders can be deleted) has no counter left to move.
 */
export async function prepareOrderCountMove(tx: Transaction, supplyListId: string, from: OrderStatus, to: OrderStatus): Promise<() => void> {
  const delta = orderCountDelta(from, to);
  if (delta === 0) return () => {};
  const listRef = supplyListsCollection().doc(supplyListId);
  const listExists = (await tx.get(listRef)).exists;
  return () => {
    if (listExists) tx.update(listRef, { orderCount: FieldValue.increment(delta) });
  };
}
