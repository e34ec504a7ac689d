import { Timestamp } from 'firebase-admin/firestore';
import { applyReceipt, MAX_PURCHASE_ORDER_RECEIPTS, mayReceive, type PurchaseOrder, type ReceiptRequest } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { badRequest, conflict, notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { productsInTransaction, setProductStock } from '../products/repository';
import { API_TEXTS } from '../texts';
import { toApiPurchaseOrder } from './convert';
import { actorOf } from './draft';
import { purchaseOrderInTransaction, writePurchaseOrder } from './repository';

/**
 * POST /purchase-orders/{id}/receipts: what arrived goes onto the shelf (`stockOnHand` up, which
 * starts tracking a product that had no figure) and off `onOrder`, in the transaction that adds the
 * receipt to the order and moves it to PARTIAL or RECEIVED. Two receipts at once are serialized by
 * the transaction, so the second sees the first's counts: stock moves once per unit received.
 */
export async function receivePurchaseOrder(caller: Caller, id: string, body: ReceiptRequest): Promise<PurchaseOrder> {
  const doc = await db().runTransaction(async (tx) => {
    const current = await purchaseOrderInTransaction(tx, id);
    if (!current) throw notFound(API_TEXTS.purchaseOrders.notFound);
    if (!mayReceive(current.status)) throw conflict(API_TEXTS.purchaseOrders.notReceivable({ status: current.status }));
    if (current.receipts.length >= MAX_PURCHASE_ORDER_RECEIPTS) throw conflict(API_TEXTS.purchaseOrders.tooManyReceipts({ max: MAX_PURCHASE_ORDER_RECEIPTS }));
    const products = await productsInTransaction(
      tx,
      body.lines.map((l) => l.productId),
    );
    const applied = applyReceipt(current.lines, body.lines);
    if ('problem' in applied) {
      const { problem } = applied;
      const product = current.lines.find((l) => l.productId === problem.productId)?.name ?? products.get(problem.productId)?.name ?? problem.productId;
      throw badRequest(
        problem.kind === 'notOnOrder'
          ? API_TEXTS.purchaseOrders.notOnOrder({ product })
          : API_TEXTS.purchaseOrders.tooMany({ product, quantity: problem.quantity, remaining: problem.remaining }),
      );
    }
    for (const { productId, quantity } of body.lines) {
      const product = products.get(productId);
      if (!product) throw badRequest(API_TEXTS.notFound.productWithId({ id: productId }));
      setProductStock(tx, productId, { stockOnHand: (product.stockOnHand ?? 0) + quantity, onOrder: Math.max(0, (product.onOrder ?? 0) - quantity) });
    }
    const next = {
      ...current,
      status: applied.status,
      lines: applied.lines,
      receipts: [
        ...current.receipts,
        { at: Timestamp.now(), by: actorOf(caller), lines: body.lines.map(({ productId, quantity }) => ({ productId, quantity })) },
      ],
    };
    writePurchaseOrder(tx, id, next);
    return next;
  });
  return toApiPurchaseOrder(id, doc);
}
