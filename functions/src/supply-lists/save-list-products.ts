import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { listLockMessages, listLocks, optionalItemMessages, priceAfterProductSave, type ProductQuantity, type SupplyList } from '@ssb/contract';
import { listItemsWrite, type ProductMappingDoc } from '@ssb/documents';
import type { Caller } from '../http/authenticate';
import { assertListOfCurrentYear, assertMayManageSchool, mayChangeLockedProducts, mayChangeOptionalMarks } from '../http/authorize';
import { badRequest, conflict, notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { productsCollection } from '../products/repository';
import { productsInTransaction, supplyListsCollection, type SupplyListDoc } from './repository';
import { changesOptionalMarks, effectivePriceCents, emptiesPublishedList, itemsWithout, unknownProducts, usageChanges, wronglyOptional } from './rules';
import { staffView } from './staff-view';
import { API_TEXTS } from '../texts';

/** POST /supply-lists/{id}/products: the list's whole selection, each product named by id once. */
export function saveListProducts(caller: Caller, listId: string, productMappings: ProductQuantity[]): Promise<SupplyList> {
  return changeSelection(caller, listId, () => productMappings, { checkProducts: true });
}

/** DELETE /supply-lists/{id}/products: takes these products out; ids the list does not hold are ignored. */
export function removeListProducts(caller: Caller, listId: string, productIds: string[]): Promise<SupplyList> {
  return changeSelection(caller, listId, (items) => itemsWithout(items, productIds), { checkProducts: false });
}

/**
 * One transaction reads the list and every product it had or gets, checks the locks of
 * docs/product.md §4 (they hold the optional marks as they hold the quantities), that a published list
 * keeps a product, that only Individual products are optional and that only an administrator
 * changes which items of a published list are (each takes its share off the locked price),
 * then writes the whole selection, the price (a draft's recalculated from it, a published
 * list's unmoved) and each product's "used in" counter. Two saves at once are serialised by the transaction:
 * the list ends with one whole selection and its own price.
 */
async function changeSelection(
  caller: Caller,
  listId: string,
  next: (items: ProductMappingDoc[]) => ProductQuantity[],
  { checkProducts }: { checkProducts: boolean },
): Promise<SupplyList> {
  const ref = supplyListsCollection().doc(listId);
  const { doc, products } = await db().runTransaction(async (tx) => {
    const list = (await tx.get(ref)).data();
    if (!list) throw notFound(API_TEXTS.notFound.list);
    assertListOfCurrentYear(list);
    assertMayManageSchool(caller, list.schoolId);
    const locks = listLocks(list);
    if (locks.productsLocked && !mayChangeLockedProducts(caller)) throw conflict(listLockMessages.productsLocked);

    const items = next(list.items).map(({ productId, quantity, optional }) => ({ productId, quantity, ...(optional ? { optional: true as const } : {}) }));
    // Administrators too: the lock they may lift is on changing a sold list's products, not on emptying one that is on sale.
    if (emptiesPublishedList(list, items)) throw conflict(listLockMessages.keepsAProduct);
    const products = await productsInTransaction(
      tx,
      [...list.items, ...items].map((i) => i.productId),
    );
    const unknown = checkProducts ? unknownProducts(items, (id) => products.has(id)) : [];
    if (unknown.length) throw badRequest(`productMappings: ${API_TEXTS.products.unknown({ id: unknown[0]! })}`);
    const typeOf = (id: string) => products.get(id)?.productType;
    const shared = checkProducts ? wronglyOptional(items, typeOf) : undefined;
    if (shared) throw badRequest(`productMappings: ${optionalItemMessages.notIndividual({ productName: products.get(shared.productId)!.name })}`);
    if (locks.optionalMarksLocked && !mayChangeOptionalMarks(caller) && changesOptionalMarks(list.items, items, typeOf)) {
      throw conflict(listLockMessages.optionalMarks);
    }

    // An auto price on a published list is fixed at what it sold for: priceOf knows the old products as well as the new.
    const priceOf = (id: string) => products.get(id)?.priceCents;
    const changes: Partial<SupplyListDoc> = {
      ...listItemsWrite(items),
      totalPriceCents: priceAfterProductSave(list, effectivePriceCents(list, priceOf), items, priceOf),
      updatedAt: Timestamp.now(),
    };
    tx.update(ref, changes);
    for (const [productId, delta] of usageChanges(list.items, items)) {
      if (products.has(productId)) tx.update(productsCollection().doc(productId), { supplyListCount: FieldValue.increment(delta) });
    }
    return { doc: { ...list, ...changes }, products };
  });
  return staffView(listId, doc, { products });
}
