import type { PurchaseOrder, PurchaseOrdersPage, PurchaseOrdersQuery } from '@ssb/contract';
import { notFound } from '../http/errors';
import { API_TEXTS } from '../texts';
import { toApiPurchaseOrder } from './convert';
import { findPurchaseOrder, newestPurchaseOrders, type PurchaseOrderDoc } from './repository';

/** The stored purchase order, or 404. */
export async function existingPurchaseOrder(id: string): Promise<PurchaseOrderDoc> {
  const doc = await findPurchaseOrder(id);
  if (!doc) throw notFound(API_TEXTS.purchaseOrders.notFound);
  return doc;
}

/** GET /purchase-orders/{id}. */
export async function getPurchaseOrder(id: string): Promise<PurchaseOrder> {
  return toApiPurchaseOrder(id, await existingPurchaseOrder(id));
}

/** GET /purchase-orders: newest first, of one status or all, a page at a time. */
export async function listPurchaseOrders(query: PurchaseOrdersQuery): Promise<PurchaseOrdersPage> {
  const { items, nextCursor } = await newestPurchaseOrders(query);
  return { purchaseOrders: items.map(({ id, doc }) => toApiPurchaseOrder(id, doc)), nextCursor };
}
