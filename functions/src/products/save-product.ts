import { Timestamp } from 'firebase-admin/firestore';
import { dollarsToCents, type Product, type ProductRequest } from '@ssb/contract';
import { notFound } from '../http/errors';
import { db } from '../lib/firebase';
import * as logs from '../logs';
import { repriceDraftsUsing } from '../supply-lists/reprice-drafts';
import { toStaffProduct } from './convert';
import { productsCollection, type ProductDoc } from './repository';
import { API_TEXTS } from '../texts';

/** The stored fields a product request sets: the whole product (docs/product.md §5: an empty price or description is left out, meaning none). */
function productFields(body: ProductRequest): Pick<ProductDoc, 'name' | 'nameKey' | 'description' | 'priceCents' | 'productType' | 'taxCode'> {
  return {
    name: body.name,
    nameKey: body.name.toLowerCase(),
    description: body.description ?? '',
    priceCents: body.price === undefined || body.price === null ? null : dollarsToCents(body.price),
    productType: body.productType,
    taxCode: body.taxCode,
  };
}

/** POST /products: a product no list uses yet; INDIVIDUAL unless said otherwise. */
export async function createProduct(body: ProductRequest): Promise<Product> {
  const ref = productsCollection().doc();
  const doc: ProductDoc = { ...productFields(body), supplyListCount: 0, createdAt: Timestamp.now() };
  await ref.create(doc);
  return toStaffProduct(ref.id, doc);
}

/**
 * PUT /products/{id}: the product as the dialog sends it, whole (what is left out is empty).
 * A new price re-prices the drafts that use it; published lists keep their locked price and
 * orders never change (they are snapshots).
 */
export async function updateProduct(productId: string, body: ProductRequest): Promise<Product> {
  const ref = productsCollection().doc(productId);
  const { updated, priceChanged } = await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound(API_TEXTS.notFound.product);
    const fields = productFields(body);
    tx.update(ref, fields);
    return { updated: { ...current, ...fields }, priceChanged: fields.priceCents !== current.priceCents };
  });
  if (priceChanged) {
    const drafts = await repriceDraftsUsing(productId);
    if (drafts) logs.draftsRepriced(productId, drafts);
  }
  return toStaffProduct(productId, updated);
}
