import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { isPackedStatus, type OrderStatus } from '@ssb/contract';
import type { ProductDoc } from '@ssb/documents';
import type { OrderDoc } from '../orders/repository';
import { productsCollection } from '../products/repository';

/** What a prepared move does to the shelf: the order's `stockTaken` to write with it, and the moves to count. */
export interface StockMove {
  /** The order's field: what it took (a map), or its deletion when it gives back; none when the move leaves the shelf alone. */
  field: { stockTaken: Record<string, number> | FieldValue } | null;
  apply(): void;
}

const untouched: StockMove = { field: null, apply: () => {} };

/**
 * The tracked stock a transaction's status moves take and give back (docs/decisions.md §26): a
 * box moving into a packed status takes its items (after skips) of every product whose stock is
 * tracked, and records on the order what it took; one moving out gives exactly that back. Each
 * product is read once however many boxes hold it, and written once, by one increment of the sum
 * of their moves. Firestore wants every read before the first write, so `prepare` reads now and
 * `write` writes with the transaction's others. A move is never refused for stock: it may fall
 * below zero, which `short` tells.
 */
export class StockMoves {
  private readonly reads = new Map<string, Promise<ProductDoc | undefined>>();
  private readonly read = new Map<string, ProductDoc | undefined>();
  private readonly deltas = new Map<string, number>();

  constructor(private readonly tx: Transaction) {}

  async prepare(order: OrderDoc, from: OrderStatus, to: OrderStatus): Promise<StockMove> {
    const packs = isPackedStatus(to) && !isPackedStatus(from) && !order.stockTaken;
    const unpacks = !isPackedStatus(to) && isPackedStatus(from) && order.stockTaken;
    if (packs) {
      const wanted = new Map<string, number>();
      for (const item of order.snapshot.items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
      const products = await Promise.all([...wanted.keys()].map((id) => this.product(id)));
      const taken = Object.fromEntries([...wanted].filter((_, i) => products[i]?.stockOnHand !== undefined));
      if (!Object.keys(taken).length) return untouched;
      return { field: { stockTaken: taken }, apply: () => this.add(taken, -1) };
    }
    if (unpacks) {
      const given = order.stockTaken!;
      const products = await Promise.all(Object.keys(given).map((id) => this.product(id)));
      // A product no longer tracked (or gone) is not given a stock figure back.
      const back = Object.fromEntries(Object.entries(given).filter((_, i) => products[i]?.stockOnHand !== undefined));
      return { field: { stockTaken: FieldValue.delete() }, apply: () => this.add(back, 1) };
    }
    return untouched;
  }

  /** The names of the products the moves written so far take below zero, in the order they were first read. */
  short(): string[] {
    return [...this.deltas].filter(([id, delta]) => delta < 0 && this.read.get(id)!.stockOnHand! + delta < 0).map(([id]) => this.read.get(id)!.name);
  }

  /** One increment per product whose stock moved (none for moves that cancel out). */
  write(): void {
    for (const [productId, delta] of this.deltas) {
      if (delta) this.tx.update(productsCollection().doc(productId), { stockOnHand: FieldValue.increment(delta) });
    }
  }

  private add(units: Record<string, number>, sign: 1 | -1): void {
    for (const [productId, quantity] of Object.entries(units)) this.deltas.set(productId, (this.deltas.get(productId) ?? 0) + sign * quantity);
  }

  private async product(productId: string): Promise<ProductDoc | undefined> {
    if (!this.reads.has(productId)) {
      this.reads.set(
        productId,
        this.tx.get(productsCollection().doc(productId)).then((snap) => {
          this.read.set(productId, snap.data());
          return snap.data();
        }),
      );
    }
    return this.reads.get(productId)!;
  }
}
