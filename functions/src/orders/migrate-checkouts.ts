import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { checkoutOfOrder, collections, storedBeforeCheckouts } from '@ssb/documents';
import { db } from '../lib/firebase';
import { ordersCollection, checkoutsCollection } from './repository';

/** Orders read per page, and given their checkout in one transaction: two writes each, inside Firestore's 500. */
const PAGE = 200;

/**
 * `npm run migrate:checkouts`: gives every order stored before every order had a checkout its
 * checkout, `checkouts/{orderId}` (`checkoutOfOrder`: that one box, paid by the order's session),
 * and the order its `checkoutId`, a page of orders at a time by id, each page's in one
 * transaction. Until then such an order reads as the box of that very checkout
 * (`orderDefaultsFromId`), so nothing that reads it changes: safe to run again, and while orders
 * move. Answers how many orders it gave a checkout.
 */
export async function migrateCheckouts(): Promise<number> {
  let migrated = 0;
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = ordersCollection().withConverter(null).orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) page = page.startAfter(after);
    const orders = (await page.get()).docs;
    const old = orders.filter((snap) => storedBeforeCheckouts(snap.data()));
    if (old.length) migrated += await giveCheckouts(old.map((snap) => snap.id));
    if (orders.length < PAGE) return migrated;
    after = orders.at(-1);
  }
}

async function giveCheckouts(orderIds: string[]): Promise<number> {
  return db().runTransaction(async (tx) => {
    const refs = orderIds.map((orderId) => ordersCollection().doc(orderId).withConverter(null));
    const [orders, checkouts] = await Promise.all([
      Promise.all(refs.map((ref) => tx.get(ref))),
      Promise.all(orderIds.map((orderId) => tx.get(checkoutsCollection().doc(orderId)))),
    ]);
    let given = 0;
    orders.forEach((snap, i) => {
      if (!snap.exists || !storedBeforeCheckouts(snap.data()!)) return;
      const order = collections.orders.converter.fromFirestore(snap as QueryDocumentSnapshot);
      // A refund counted since (by the webhook or a cancellation) stores the checkout it read.
      if (!checkouts[i]!.exists) tx.create(checkoutsCollection().doc(snap.id), checkoutOfOrder(snap.id, order));
      tx.update(snap.ref, { checkoutId: snap.id });
      given += 1;
    });
    return given;
  });
}
