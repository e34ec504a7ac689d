import { FieldValue } from 'firebase-admin/firestore';
import type { Product } from '@ssb/contract';
import { notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { toStaffProduct } from './convert';
import { removePhotoObjects } from './photos';
import { productsCollection } from './repository';
import { API_TEXTS } from '../texts';

/** DELETE /products/{id}/photo: the product stops naming its photo, then the files go. A product without one answers as it is. */
export async function deleteProductPhoto(productId: string): Promise<Product> {
  const ref = productsCollection().doc(productId);
  const { product, removed } = await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound(API_TEXTS.notFound.product);
    const { photo, ...rest } = current;
    if (photo) tx.update(ref, { photo: FieldValue.delete() });
    return { product: rest, removed: photo?.version };
  });
  if (removed) await removePhotoObjects(productId, removed);
  return toStaffProduct(productId, product);
}
