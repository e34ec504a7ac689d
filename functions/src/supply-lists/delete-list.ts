import { FieldValue } from 'firebase-admin/firestore';
import { listLockMessages, listLocks } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertListOfCurrentYear, assertMayManageSchool } from '../http/authorize';
import { conflict, notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { productsCollection } from '../products/repository';
import { schoolsCollection } from '../schools/repository';
import { productsInTransaction, supplyListsCollection } from './repository';
import { API_TEXTS } from '../texts';

/**
 * DELETE /supply-lists/{id}: refused (409, nothing written) once the list has orders. The
 * school's list counters and each product's "used in" counter move in the same write.
 */
export async function deleteList(caller: Caller, listId: string): Promise<void> {
  const ref = supplyListsCollection().doc(listId);
  await db().runTransaction(async (tx) => {
    const list = (await tx.get(ref)).data();
    if (!list) throw notFound(API_TEXTS.notFound.list);
    assertListOfCurrentYear(list);
    assertMayManageSchool(caller, list.schoolId);
    if (listLocks(list).deleteLocked) throw conflict(listLockMessages.hasOrders);
    const schoolRef = schoolsCollection().doc(list.schoolId);
    const [school, products] = await Promise.all([
      tx.get(schoolRef),
      productsInTransaction(
        tx,
        list.items.map((i) => i.productId),
      ),
    ]);

    tx.delete(ref);
    if (school.exists) {
      tx.update(schoolRef, {
        supplyListCount: FieldValue.increment(-1),
        ...(list.published ? { publishedListCount: FieldValue.increment(-1) } : {}),
      });
    }
    for (const productId of products.keys()) tx.update(productsCollection().doc(productId), { supplyListCount: FieldValue.increment(-1) });
  });
}
