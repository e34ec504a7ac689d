import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../http/authenticate';
import { badRequest } from '../http/errors';
import { productsInTransaction } from '../products/repository';
import { supplierInTransaction } from '../suppliers/repository';
import { API_TEXTS } from '../texts';
import { createNumbered, type PurchaseOrderDoc } from './repository';

/** Who did something to a purchase order, as it keeps it: the e-mail, or the account id without one. */
export const actorOf = (caller: Caller): string => caller.email ?? caller.uid;

export interface DraftLine {
  productId: string;
  quantity: number;
  unitCostCents: number;
}

/**
 * A new DRAFT under the next number, in the caller's transaction: the supplier and every product
 * must exist (400 naming the first that does not); each line keeps the product's name, SKU and
 * pack size as they are now.
 */
export async function createDraft(tx: Transaction, caller: Caller, supplierId: string, lines: readonly DraftLine[]) {
  const [supplier, products] = await Promise.all([
    supplierInTransaction(tx, supplierId),
    productsInTransaction(
      tx,
      lines.map((l) => l.productId),
    ),
  ]);
  if (!supplier) throw badRequest(API_TEXTS.notFound.supplierWithId({ id: supplierId }));
  const missing = lines.find((l) => !products.has(l.productId));
  if (missing) throw badRequest(API_TEXTS.notFound.productWithId({ id: missing.productId }));
  return createNumbered(tx, (seq): PurchaseOrderDoc => ({
    seq,
    supplierId,
    supplierName: supplier.name,
    supplierEmail: supplier.email,
    status: 'DRAFT',
    lines: lines.map((line) => {
      const product = products.get(line.productId)!;
      return { ...line, name: product.name, sku: product.sku ?? null, packSize: product.packSize ?? null, received: 0 };
    }),
    receipts: [],
    createdBy: actorOf(caller),
    createdAt: Timestamp.now(),
    orderedAt: null,
    cancelledAt: null,
  }));
}
