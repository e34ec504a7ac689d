import { demandShortfall, roundUpToPacks, type PurchaseOrder } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { badRequest, conflict } from '../http/errors';
import { db } from '../lib/firebase';
import { productsInTransaction } from '../products/repository';
import { readDemand } from '../purchasing/demand';
import { supplierInTransaction } from '../suppliers/repository';
import { API_TEXTS } from '../texts';
import { toApiPurchaseOrder } from './convert';
import { createDraft, type DraftLine } from './draft';

/**
 * POST /purchase-orders/from-demand: a DRAFT of what the supplier's products are short of, each
 * rounded up to whole packs at the product's cost (none kept: 0, for the administrator to see). The
 * counters are read first; the shortfall is worked out again from each product as the transaction
 * reads it, so an order placed meanwhile is not bought twice. Nothing short: 409.
 */
export async function createPurchaseOrderFromDemand(caller: Caller, supplierId: string): Promise<PurchaseOrder> {
  const rows = (await readDemand({ supplierId })).filter((row) => row.shortfall > 0);
  const { id, doc } = await db().runTransaction(async (tx) => {
    const [supplier, products] = await Promise.all([
      supplierInTransaction(tx, supplierId),
      productsInTransaction(
        tx,
        rows.map((row) => row.productId),
      ),
    ]);
    if (!supplier) throw badRequest(API_TEXTS.notFound.supplierWithId({ id: supplierId }));
    const lines = rows.flatMap((row): DraftLine[] => {
      const product = products.get(row.productId);
      if (product?.supplierId !== supplierId) return [];
      const shortfall = demandShortfall(row.needed, product.stockOnHand ?? null, product.onOrder ?? 0);
      return shortfall > 0 ? [{ productId: row.productId, quantity: roundUpToPacks(shortfall, product.packSize), unitCostCents: product.costCents ?? 0 }] : [];
    });
    if (!lines.length) throw conflict(API_TEXTS.purchaseOrders.noShortfall({ supplier: supplier.name }));
    return createDraft(tx, caller, supplierId, lines);
  });
  return toApiPurchaseOrder(id, doc);
}
