import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { dollarsToCents, type Product, type ProductRequest } from '@ssb/contract';
import { badRequest, notFound } from '../http/errors';
import { db } from '../lib/firebase';
import * as logs from '../logs';
import { repriceDraftsUsing } from '../supply-lists/reprice-drafts';
import { supplierExists } from '../suppliers/repository';
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

type StockFields = Pick<ProductDoc, 'sku' | 'supplierId' | 'costCents' | 'packSize' | 'stockOnHand' | 'reorderPoint'>;
const STOCK_FIELDS = ['sku', 'supplierId', 'costCents', 'packSize', 'stockOnHand', 'reorderPoint'] as const;

/** The stock fields a request sets, only those given (an empty SKU is none). */
function stockFields(body: ProductRequest): StockFields {
  const given: StockFields = {
    sku: body.sku || undefined,
    supplierId: body.supplierId ?? undefined,
    costCents: body.cost === undefined || body.cost === null ? undefined : dollarsToCents(body.cost),
    packSize: body.packSize ?? undefined,
    stockOnHand: body.stockOnHand ?? undefined,
    reorderPoint: body.reorderPoint ?? undefined,
  };
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
}

/** A product names only a supplier that exists (suppliers are never deleted, so the read in the transaction holds). */
async function checkSupplier(tx: Transaction, supplierId: string | undefined) {
  if (supplierId === undefined) return;
  if (!(await supplierExists(tx, supplierId))) throw badRequest(API_TEXTS.notFound.supplierWithId({ id: supplierId }));
}

/** POST /products: a product no list uses yet; INDIVIDUAL unless said otherwise. */
export async function createProduct(body: ProductRequest): Promise<Product> {
  const ref = productsCollection().doc();
  const doc: ProductDoc = { ...productFields(body), ...stockFields(body), supplyListCount: 0, createdAt: Timestamp.now() };
  await db().runTransaction(async (tx) => {
    await checkSupplier(tx, doc.supplierId);
    tx.create(ref, doc);
  });
  return toStaffProduct(ref.id, doc);
}

/**
 * PUT /products/{id}: the product as the dialog sends it, whole (what is left out is empty), but
 * for the stock figure: packing and receiving move it while the dialog is open, so one left out is
 * kept as stored (below zero too: only a typed figure is refused when negative) and null stops
 * tracking it. A new price re-prices the drafts that use it; published lists keep their locked
 * price and orders never change (they are snapshots).
 */
export async function updateProduct(productId: string, body: ProductRequest): Promise<Product> {
  const ref = productsCollection().doc(productId);
  const { updated, priceChanged } = await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound(API_TEXTS.notFound.product);
    const stock = stockFields(body);
    await checkSupplier(tx, stock.supplierId);
    const fields = productFields(body);
    const removed = STOCK_FIELDS.filter((field) => stock[field] === undefined && (field !== 'stockOnHand' || body.stockOnHand === null));
    tx.update(ref, { ...fields, ...Object.fromEntries(removed.map((field) => [field, FieldValue.delete()])), ...stock });
    const updated: ProductDoc = { ...current, ...fields };
    for (const field of removed) delete updated[field];
    return { updated: { ...updated, ...stock }, priceChanged: fields.priceCents !== current.priceCents };
  });
  if (priceChanged) {
    const drafts = await repriceDraftsUsing(productId);
    if (drafts) logs.draftsRepriced(productId, drafts);
  }
  return toStaffProduct(productId, updated);
}
