import { Timestamp } from 'firebase-admin/firestore';
import type { SupplyList } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertListOfCurrentYear, assertSchoolRepresentative } from '../http/authorize';
import { notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { productsInTransaction, supplyListsCollection, type SupplyListDoc } from './repository';
import { staffView } from './staff-view';
import { API_TEXTS } from '../texts';

/**
 * PUT /supply-lists/{id}/approve: the school's representative verifies the list's items; the
 * shop shows "Verified by {school}" with the date once it is published. Approving again moves
 * the date. Any later write of its items clears it (listItemsWrite).
 */
export async function approveList(caller: Caller, listId: string): Promise<SupplyList> {
  const ref = supplyListsCollection().doc(listId);
  const { doc, products } = await db().runTransaction(async (tx) => {
    const list = (await tx.get(ref)).data();
    if (!list) throw notFound(API_TEXTS.notFound.list);
    assertSchoolRepresentative(caller, list.schoolId);
    // A past year's list is kept as its orders saw it: its approval is part of what they saw.
    assertListOfCurrentYear(list);
    const products = await productsInTransaction(
      tx,
      list.items.map((i) => i.productId),
    );
    const changes: Partial<SupplyListDoc> = { approval: { by: caller.uid, at: Timestamp.now() } };
    tx.update(ref, changes);
    return { doc: { ...list, ...changes }, products };
  });
  return staffView(listId, doc, { products });
}
