import { Timestamp } from 'firebase-admin/firestore';
import { mayMovePurchaseOrder, unreceived, type PurchaseOrder, type SettablePurchaseOrderStatus } from '@ssb/contract';
import { conflict, notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { productsInTransaction, setProductStock } from '../products/repository';
import { API_TEXTS } from '../texts';
import { toApiPurchaseOrder } from './convert';
import { purchaseOrderInTransaction, writePurchaseOrder } from './repository';

/**
 * PUT /purchase-orders/{id}/status: ORDERED puts each line's quantity on the product's `onOrder`;
 * CANCELLED of an order already placed takes back off what has not arrived. The order and its
 * products move in one transaction; a move the rules do not allow is a 409.
 */
export async function setPurchaseOrderStatus(id: string, status: SettablePurchaseOrderStatus): Promise<PurchaseOrder> {
  const doc = await db().runTransaction(async (tx) => {
    const current = await purchaseOrderInTransaction(tx, id);
    if (!current) throw notFound(API_TEXTS.purchaseOrders.notFound);
    if (!mayMovePurchaseOrder(current.status, status)) throw conflict(API_TEXTS.purchaseOrders.statusMove({ from: current.status, to: status }));
    const placed = current.status !== 'DRAFT';
    if (status === 'ORDERED' || placed) {
      const products = await productsInTransaction(
        tx,
        current.lines.map((l) => l.productId),
      );
      for (const line of current.lines) {
        const product = products.get(line.productId);
        // A product deleted since has nothing left to count.
        if (!product) continue;
        const change = status === 'ORDERED' ? line.quantity : -unreceived(line);
        setProductStock(tx, line.productId, { onOrder: Math.max(0, (product.onOrder ?? 0) + change) });
      }
    }
    const now = Timestamp.now();
    const next = { ...current, status, ...(status === 'ORDERED' ? { orderedAt: now } : { cancelledAt: now }) };
    writePurchaseOrder(tx, id, next);
    return next;
  });
  return toApiPurchaseOrder(id, doc);
}
