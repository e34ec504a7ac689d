import { dollarsToCents, type CreatePurchaseOrderRequest, type PurchaseOrder } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { db } from '../lib/firebase';
import { toApiPurchaseOrder } from './convert';
import { createDraft } from './draft';

/** POST /purchase-orders: a DRAFT of what the administrator typed, unit costs kept in cents. */
export async function createPurchaseOrder(caller: Caller, body: CreatePurchaseOrderRequest): Promise<PurchaseOrder> {
  const lines = body.lines.map((line) => ({ productId: line.productId, quantity: line.quantity, unitCostCents: dollarsToCents(line.unitCost) }));
  const { id, doc } = await db().runTransaction((tx) => createDraft(tx, caller, body.supplierId, lines));
  return toApiPurchaseOrder(id, doc);
}
