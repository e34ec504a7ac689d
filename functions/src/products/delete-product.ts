import { conflict, notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { supplyListsCollection } from '../supply-lists/repository';
import { removePhotoObjects } from './photos';
import { productsCollection } from './repository';
import { API_TEXTS } from '../texts';

/**
 * DELETE /products/{id}: refused (409) while a list uses it, by its counter and, should a
 * counter ever lag, by a look at the lists themselves. Past orders keep their own copy of it;
 * its photo's files go once nothing names them.
 */
export async function deleteProduct(productId: string): Promise<void> {
  const ref = productsCollection().doc(productId);
  const photo = await db().runTransaction(async (tx) => {
    const [snap, using] = await Promise.all([tx.get(ref), tx.get(supplyListsCollection().where('productIds', 'array-contains', productId).limit(1))]);
    const product = snap.data();
    if (!product) throw notFound(API_TEXTS.notFound.product);
    const lists = Math.max(product.supplyListCount, using.size);
    if (lists > 0) throw conflict(API_TEXTS.products.inUse({ count: lists }));
    tx.delete(ref);
    return product.photo;
  });
  if (photo) await removePhotoObjects(productId, photo.version);
}
