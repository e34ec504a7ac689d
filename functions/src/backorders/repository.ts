import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { BackorderNoticeDoc } from '@ssb/documents';
import { collection } from '../lib/collections';
import { ordersCollection, type OrderDoc } from '../orders/repository';
import { supplyListsCollection } from '../supply-lists/repository';

export type { BackorderNoticeDoc };

export const backorderNoticesCollection = collection.backorderNotices;

/** The boxes told in one transaction: two writes each (the notice and its e-mail), well within a transaction's 500. */
export const NOTICE_BATCH = 100;

/** The lists read for a product on backorder: far more than use one product. */
export const MAX_LISTS_OF_PRODUCT = 500;

/** The lists that hold `productId` (their `productIds`, one array-contains query). */
export const listsHolding = (productId: string) => supplyListsCollection().where('productIds', 'array-contains', productId).limit(MAX_LISTS_OF_PRODUCT).get();

/** A page of a list's paid, unpacked boxes, newest first, after `after` (indexed: supplyListId, status, createdAt). */
export function paidBoxesOfList(listId: string, after?: QueryDocumentSnapshot<OrderDoc>) {
  const query = ordersCollection()
    .where('supplyListId', '==', listId)
    .where('status', '==', 'PAYMENT_SUCCESS')
    .orderBy('createdAt', 'desc')
    .limit(NOTICE_BATCH);
  return (after ? query.startAfter(after) : query).get();
}

/** A page of the notices nobody answered whose revised date is before `today` (indexed: choice, revisedDate). */
export const unansweredBefore = (today: string) =>
  backorderNoticesCollection().where('choice', '==', null).where('revisedDate', '<', today).orderBy('revisedDate').limit(NOTICE_BATCH).get();
