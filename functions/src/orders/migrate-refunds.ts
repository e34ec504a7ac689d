import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import type { RefundDoc } from '@ssb/documents';
import { ordersCollection, refundsCollection } from './repository';

/** Refund records read per page, their orders written in one transaction: one write each, inside Firestore's 500. */
const PAGE = 200;

/**
 * `npm run migrate:refunds`: gives every order refunded before orders said so its `refunded`
 * (the total of its refund record, `refunds/{orderId}`, at the record's time), a page of records
 * at a time by id, each page's orders in one transaction. Reads the refund records, never the
 * orders' collection; an order that says it already is left as it is, so it is safe to run again
 * and while refunds are made. Answers how many orders it told.
 */
export async function migrateRefunds(): Promise<number> {
  let told = 0;
  let after: QueryDocumentSnapshot<RefundDoc> | undefined;
  for (;;) {
    let page = refundsCollection().orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) page = page.startAfter(after);
    const records = (await page.get()).docs;
    const refunded = records.filter((snap) => snap.data().amountCents > 0);
    if (refunded.length) told += await tellOrders(refunded);
    if (records.length < PAGE) return told;
    after = records.at(-1);
  }
}

async function tellOrders(records: QueryDocumentSnapshot<RefundDoc>[]): Promise<number> {
  return db().runTransaction(async (tx) => {
    const orders = await Promise.all(records.map((record) => tx.get(ordersCollection().doc(record.id))));
    let told = 0;
    orders.forEach((snap, i) => {
      const order = snap.data();
      if (!order || order.refunded) return;
      const record = records[i]!.data();
      tx.update(snap.ref, { refunded: { amountCents: record.amountCents, at: record.confirmedAt ?? record.createdAt } });
      told += 1;
    });
    return told;
  });
}
