import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { packedStatuses } from '@ssb/contract';
import { db } from '../lib/firebase';
import { ordersCollection } from '../orders/repository';

/** Orders read per page, the page's missing nulls written in one transaction: one write each, inside Firestore's 500. */
const PAGE = 200;

/**
 * `npm run migrate:shipment-ids`: a school's shipment finds its boxes by `shipmentId == null`,
 * which a document stored before the field was kept does not match (it has no field at all). Each
 * packed order (the only ones a shipment takes) without one is given its null, a page of orders at
 * a time by status and id, each page in one transaction that reads the orders again, so a box a
 * shipment took meanwhile keeps its shipment. Safe to run again. Answers how many it gave.
 */
export async function migrateShipmentIds(): Promise<number> {
  let given = 0;
  for (const status of packedStatuses) {
    let after: QueryDocumentSnapshot | undefined;
    for (;;) {
      let page = packedOrdersById(status).limit(PAGE);
      if (after) page = page.startAfter(after);
      const orders = (await page.get()).docs;
      const missing = orders.filter((snap) => snap.get('shipmentId') === undefined);
      if (missing.length) given += await giveNulls(missing);
      if (orders.length < PAGE) break;
      after = orders.at(-1);
    }
  }
  return given;
}

/** The orders of one packed status, raw (a missing field stays missing), by id. */
export const packedOrdersById = (status: (typeof packedStatuses)[number]) =>
  ordersCollection().withConverter(null).where('status', '==', status).orderBy(FieldPath.documentId());

async function giveNulls(orders: QueryDocumentSnapshot[]): Promise<number> {
  return db().runTransaction(async (tx) => {
    const fresh = await tx.getAll(...orders.map((snap) => snap.ref));
    const stillMissing = fresh.filter((snap) => snap.exists && snap.get('shipmentId') === undefined);
    for (const snap of stillMissing) tx.update(snap.ref, { shipmentId: null });
    return stillMissing.length;
  });
}
