import { FieldPath, type Query, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod/mini';
import { MAX_SHIPMENT_BOXES, MAX_SHIPMENTS_ON_THE_WAY, packedStatuses, type ShipmentsQuery } from '@ssb/contract';
import { collections, SchoolDeliveryDoc, type OrderDoc, type SchoolDoc, type ShipmentDoc } from '@ssb/documents';
import { collection } from '../lib/collections';
import { decodeCursor, encodeCursor, type Listed, type Page } from '../lib/cursor';
import { ordersCollection } from '../orders/repository';
import { schoolsCollection } from '../schools/repository';

export type { ShipmentDoc };

export const shipmentsCollection = collection.shipments;

/** The counters of boxes ready to ship, one per school (documents' ready-to-ship.ts). */
export const readyToShipCollection = collection.readyToShip;

export async function findShipment(id: string): Promise<ShipmentDoc | null> {
  return (await shipmentsCollection().doc(id).get()).data() ?? null;
}

export async function shipmentInTransaction(tx: Transaction, id: string): Promise<ShipmentDoc | null> {
  return (await tx.get(shipmentsCollection().doc(id))).data() ?? null;
}

/** A school with what its dialog says of deliveries (read as none on a school stored before them). */
export type SchoolWithDelivery = SchoolDoc & SchoolDeliveryDoc;

/** The school and its delivery fields, from one read: the school's schema drops the fields it does not name. */
export async function schoolWithDelivery(id: string, tx?: Transaction): Promise<SchoolWithDelivery | null> {
  const ref = schoolsCollection().withConverter(null).doc(id);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (!snap.exists) return null;
  const school = collections.schools.converter.fromFirestore(snap as QueryDocumentSnapshot);
  return { ...school, ...z.parse(SchoolDeliveryDoc, snap.data()) };
}

/**
 * The boxes a school's shipment takes when it names none: packed (Preparing or Completed),
 * delivered to the school, not picked up and in no shipment. Equalities only, which Firestore
 * serves by merging single-field indexes.
 */
export const unshippedBoxesQuery = (schoolId: string): Query<OrderDoc> =>
  ordersCollection()
    .where('schoolId', '==', schoolId)
    .where('status', 'in', [...packedStatuses])
    .where('delivery.toSchool', '==', true)
    .where('handedOver', '==', null)
    .where('shipmentId', '==', null);

/**
 * `unshippedBoxesQuery` read in the creating transaction, so two shipments made at once cannot
 * both take a box; one more than a shipment holds at most, so a school with too many is told so
 * rather than read whole.
 */
export async function unshippedBoxes(tx: Transaction, schoolId: string): Promise<QueryDocumentSnapshot<OrderDoc>[]> {
  return (await tx.get(unshippedBoxesQuery(schoolId).limit(MAX_SHIPMENT_BOXES + 1))).docs;
}

/** A page of a day's shipments, by school name, then id: the day with the name is a composite index (firestore.indexes.json). */
export async function shipmentsOfDay(query: ShipmentsQuery): Promise<Page<ShipmentDoc>> {
  let q = shipmentsCollection().where('shipDate', '==', query.shipDate).orderBy('schoolName').orderBy(FieldPath.documentId());
  if (query.cursor) {
    const { keys, id } = decodeCursor(query.cursor, ['string']);
    q = q.startAfter(keys[0], id);
  }
  const docs: Listed<ShipmentDoc>[] = (await q.limit(query.limit + 1).get()).docs.map((d) => ({ id: d.id, doc: d.data() }));
  const items = docs.slice(0, query.limit);
  const last = items.at(-1);
  return { items, nextCursor: docs.length > query.limit && last ? encodeCursor([last.doc.schoolName], last.id) : null };
}

/** A school's shipments on their way (shipped, not yet signed for), newest ship date first: a composite index (firestore.indexes.json). */
export async function shipmentsOnTheWay(schoolId: string): Promise<Listed<ShipmentDoc>[]> {
  const q = shipmentsCollection().where('schoolId', '==', schoolId).where('status', '==', 'SHIPPED').orderBy('shipDate', 'desc');
  return (await q.limit(MAX_SHIPMENTS_ON_THE_WAY).get()).docs.map((d) => ({ id: d.id, doc: d.data() }));
}
