import type { DocumentData, DocumentReference, DocumentSnapshot, FirestoreDataConverter } from 'firebase-admin/firestore';
import { collections } from '@ssb/documents';
import { db } from './firebase';

function typed<T>({ name, converter }: { name: string; converter: FirestoreDataConverter<T, DocumentData> }) {
  return () => db().collection(name).withConverter(converter);
}

/** Every collection, read and written through its schema's converter (see @ssb/documents). */
export const collection = {
  users: typed(collections.users),
  schools: typed(collections.schools),
  products: typed(collections.products),
  supplyLists: typed(collections.supplyLists),
  orders: typed(collections.orders),
  stripeEvents: typed(collections.stripeEvents),
  refunds: typed(collections.refunds),
  checkouts: typed(collections.checkouts),
  pickTotals: typed(collections.pickTotals),
  paidDays: typed(collections.paidDays),
  marginDays: typed(collections.marginDays),
  orderMargins: typed(collections.orderMargins),
  rateLimits: typed(collections.rateLimits),
  mail: typed(collections.mail),
  reminderRequests: typed(collections.reminderRequests),
  reminderConsentRecords: typed(collections.reminderConsentRecords),
  invitations: typed(collections.invitations),
  listRequests: typed(collections.listRequests),
  shippingSettings: typed(collections.shippingSettings),
  promotionCodes: typed(collections.promotionCodes),
  promotionCodeBatches: typed(collections.promotionCodeBatches),
  ledgerEntries: typed(collections.ledgerEntries),
  ledgerMonths: typed(collections.ledgerMonths),
  ledgerWeeks: typed(collections.ledgerWeeks),
  schoolLedgers: typed(collections.schoolLedgers),
  sponsorshipPools: typed(collections.sponsorshipPools),
  suppliers: typed(collections.suppliers),
  purchaseOrders: typed(collections.purchaseOrders),
  purchaseOrderCounters: typed(collections.purchaseOrderCounters),
  backorderNotices: typed(collections.backorderNotices),
  demand: typed(collections.demand),
  shipments: typed(collections.shipments),
  schoolYears: typed(collections.schoolYears),
  readyToShip: typed(collections.readyToShip),
};

/**
 * Reads several documents in one request. Firestore.getAll is typed without the converter
 * its references carry, though the snapshots it returns do go through it.
 */
export async function getAll<T>(refs: DocumentReference<T, DocumentData>[]): Promise<DocumentSnapshot<T, DocumentData>[]> {
  if (!refs.length) return [];
  return (await db().getAll(...(refs as DocumentReference[]))) as DocumentSnapshot<T, DocumentData>[];
}
