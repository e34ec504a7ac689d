import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { orderCountDelta, type OrderStatus } from '@ssb/contract';
import { supplyListsCollection } from '../supply-lists/repository';

/**
 * The lists' order counters a transaction moves with its orders' status changes
 * (orderCountDelta): each list is read once however many of its orders move, and written once,
 * by the sum of their moves. Firestore wants every read before the first write, so `prepare`
 * reads the list now and `write` makes the writes with the transaction's others. A list gone by
 * now (only a list without live orders can be deleted) has no counter left to move.
 */
export class ListCounters {
  private readonly exists = new Map<string, Promise<boolean>>();
  private readonly deltas = new Map<string, number>();

  constructor(private readonly tx: Transaction) {}

  /** Reads the order's list if its move counts; answers what to call when the move is written. */
  async prepare(supplyListId: string, from: OrderStatus, to: OrderStatus): Promise<() => void> {
    const delta = orderCountDelta(from, to);
    if (delta === 0) return () => {};
    if (!this.exists.has(supplyListId))
      this.exists.set(
        supplyListId,
        this.tx.get(supplyListsCollection().doc(supplyListId)).then((snap) => snap.exists),
      );
    const listExists = await this.exists.get(supplyListId)!;
    return () => {
      if (listExists) this.deltas.set(supplyListId, (this.deltas.get(supplyListId) ?? 0) + delta);
    };
  }

  /** One increment per list whose orders moved (none for moves that cancel out). */
  write(): void {
    for (const [supplyListId, delta] of this.deltas) {
      if (delta) this.tx.update(supplyListsCollection().doc(supplyListId), { orderCount: FieldValue.increment(delta) });
    }
  }
}
