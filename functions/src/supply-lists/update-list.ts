import { Timestamp } from 'firebase-admin/firestore';
import { dollarsToCents, listLockMessages, type SupplyList, type UpdateSupplyListRequest } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertListOfCurrentYear, assertMayEditListNote, assertMayManageSchool } from '../http/authorize';
import { conflict, notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { productsInTransaction, supplyListsCollection, type SupplyListDoc } from './repository';
import { priceAfterEdit } from './rules';
import { staffView } from './staff-view';
import { API_TEXTS } from '../texts';

/**
 * PUT /supply-lists/{id}: the name, the price (null: calculate it from the products) and,
 * for an administrator, the note. Only what is sent changes. A published list's price is
 * locked here (409, nothing written); the administrator's price call is PUT .../price.
 */
export async function updateList(caller: Caller, listId: string, body: UpdateSupplyListRequest): Promise<SupplyList> {
  const ref = supplyListsCollection().doc(listId);
  const requestedCents = body.totalPrice == null ? body.totalPrice : dollarsToCents(body.totalPrice);
  const { doc, products } = await db().runTransaction(async (tx) => {
    const list = (await tx.get(ref)).data();
    if (!list) throw notFound(API_TEXTS.notFound.list);
    assertListOfCurrentYear(list);
    assertMayManageSchool(caller, list.schoolId);
    if (body.note !== undefined) assertMayEditListNote(caller);
    // Prices are read only when a price was sent: an auto price or a published one is compared with them.
    const products =
      requestedCents === undefined
        ? undefined
        : await productsInTransaction(
            tx,
            list.items.map((i) => i.productId),
          );
    const price = priceAfterEdit(list, requestedCents, (id) => products?.get(id)?.priceCents);
    if (price === 'locked') throw conflict(listLockMessages.priceLocked);

    const changes: Partial<SupplyListDoc> = { updatedAt: Timestamp.now() };
    if (body.name !== undefined) Object.assign(changes, { name: body.name, nameKey: body.name.toLowerCase() });
    if (body.note !== undefined) changes.note = body.note;
    if (price !== undefined) changes.totalPriceCents = price;
    tx.update(ref, changes);
    return { doc: { ...list, ...changes }, products };
  });
  return staffView(listId, doc, { products });
}
