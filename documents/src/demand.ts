import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { z } from 'zod/mini';
import { isAwaitingPackingStatus, type OrderStatus } from '@ssb/contract';
import type { OrderSnapshot } from './orders';

// What the paid boxes not yet packed hold (docs/decisions.md §26), kept as they move rather than
// counted from the orders: every writer that creates an order or moves its status adds the box's
// items when it becomes paid-and-unpacked and takes them away when it stops being so, in the same
// transaction, with increments. One document per school and one for the whole shop: demand for
// either is one read, whatever the number of orders or schools, and a transaction writes two
// documents per school it moves however many items its boxes hold.

const count = z._default(z.number().check(z.int()), 0);

/** `demand/shop` and `demand/school_{schoolId}`: units needed by product id. Entries that fell to 0 stay stored. */
export const DemandDoc = z.object({ products: z._default(z.record(z.string(), count), {}) });
export type DemandDoc = z.infer<typeof DemandDoc>;

export const SHOP_DEMAND_ID = 'shop';
export const schoolDemandId = (schoolId: string): string => `school_${schoolId}`;

/** How an order moving from `from` (null: being created) to `to` changes what demand counts of it. */
export function demandDelta(from: OrderStatus | null, to: OrderStatus): -1 | 0 | 1 {
  const before = from !== null && isAwaitingPackingStatus(from);
  const after = isAwaitingPackingStatus(to);
  return before === after ? 0 : after ? 1 : -1;
}

/** What of an order demand counts: its box's items, after skips. */
export interface DemandBox {
  schoolId: string;
  snapshot: Pick<OrderSnapshot, 'items'>;
}

/** Units moving, school by school and product by product, in one transaction (or one batch of orders written at once). */
export class DemandMoves {
  readonly bySchool = new Map<string, Map<string, number>>();

  /** Counts an order's move (from null: its creation) if it starts or stops waiting to be packed. */
  move(order: DemandBox, from: OrderStatus | null, to: OrderStatus): void {
    const delta = demandDelta(from, to);
    if (delta !== 0) this.add(order.schoolId, order.snapshot.items, delta);
  }

  /**
   * Adds (`sign` 1) or takes away (-1) items of a school's unpacked paid boxes: a move's whole box,
   * or what changed in one (an item swapped for another).
   */
  add(schoolId: string, items: readonly { productId: string; quantity: number }[], sign: 1 | -1): void {
    const products = this.bySchool.get(schoolId) ?? new Map<string, number>();
    for (const item of items) products.set(item.productId, (products.get(item.productId) ?? 0) + sign * item.quantity);
    this.bySchool.set(schoolId, products);
  }

  /** The shop's change: every school's summed. */
  shop(): Map<string, number> {
    const all = new Map<string, number>();
    for (const products of this.bySchool.values()) for (const [id, by] of products) all.set(id, (all.get(id) ?? 0) + by);
    return all;
  }
}

/** The write (`set` with `merge`) that moves a stored document by `change`, each product its own key and an increment; null when nothing moves. */
export function demandWrite(change: Map<string, number>): DocumentData | null {
  const moved = [...change].filter(([, by]) => by !== 0);
  return moved.length ? { products: Object.fromEntries(moved.map(([id, by]) => [id, FieldValue.increment(by)])) } : null;
}

/** The whole documents counted from every unpacked paid box (a rebuild writes them over what was kept), by document id. */
export function demandDocs(moves: DemandMoves): Map<string, DemandDoc> {
  const docs = new Map<string, DemandDoc>([[SHOP_DEMAND_ID, { products: Object.fromEntries(moves.shop()) }]]);
  for (const [schoolId, products] of moves.bySchool) docs.set(schoolDemandId(schoolId), { products: Object.fromEntries(products) });
  return docs;
}
