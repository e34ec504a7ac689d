import { FieldPath, type Query, type Transaction } from 'firebase-admin/firestore';
import type { PurchaseOrdersQuery } from '@ssb/contract';
import type { PurchaseOrderDoc } from '@ssb/documents';
import { collection } from '../lib/collections';
import { decodeCursor, encodeCursor, type Page } from '../lib/cursor';

export type { PurchaseOrderDoc };

export const purchaseOrdersCollection = collection.purchaseOrders;

const counterRef = () => collection.purchaseOrderCounters().doc('purchaseOrders');

/** PO-0001, PO-0002, …: four digits at least, more when the counter passes 9999. */
export const purchaseOrderNumber = (seq: number): string => `PO-${String(seq).padStart(4, '0')}`;

/**
 * Creates a purchase order under the next number, in the caller's transaction: the counter moves in
 * the same write, so two orders made at once get two numbers, and `create()` never overwrites one.
 */
export async function createNumbered(tx: Transaction, doc: (seq: number) => PurchaseOrderDoc): Promise<{ id: string; doc: PurchaseOrderDoc }> {
  const last = (await tx.get(counterRef())).data()?.last ?? 0;
  const seq = last + 1;
  const id = purchaseOrderNumber(seq);
  const created = doc(seq);
  tx.set(counterRef(), { last: seq });
  tx.create(purchaseOrdersCollection().doc(id), created);
  return { id, doc: created };
}

export async function findPurchaseOrder(id: string): Promise<PurchaseOrderDoc | null> {
  return (await purchaseOrdersCollection().doc(id).get()).data() ?? null;
}

export async function purchaseOrderInTransaction(tx: Transaction, id: string): Promise<PurchaseOrderDoc | null> {
  return (await tx.get(purchaseOrdersCollection().doc(id))).data() ?? null;
}

export function writePurchaseOrder(tx: Transaction, id: string, doc: PurchaseOrderDoc): void {
  tx.set(purchaseOrdersCollection().doc(id), doc);
}

/**
 * A page of purchase orders, newest first (by number), of one status or all: the status filter with
 * the number's order is a composite index (firestore.indexes.json).
 */
export async function newestPurchaseOrders(query: PurchaseOrdersQuery): Promise<Page<PurchaseOrderDoc>> {
  let q: Query<PurchaseOrderDoc> = purchaseOrdersCollection();
  if (query.status) q = q.where('status', '==', query.status);
  q = q.orderBy('seq', 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (query.cursor) {
    const { keys, id } = decodeCursor(query.cursor, ['integer']);
    q = q.startAfter(keys[0], id);
  }
  const docs = (await q.limit(query.limit + 1).get()).docs.map((d) => ({ id: d.id, doc: d.data() }));
  const items = docs.slice(0, query.limit);
  const last = items.at(-1);
  return { items, nextCursor: docs.length > query.limit && last ? encodeCursor([last.doc.seq], last.id) : null };
}
