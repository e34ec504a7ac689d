import type { Order } from '@ssb/contract';
import { checkoutLinkKeys } from '../config';
import { forbidden, gone, notFound } from '../http/errors';
import { getAll } from '../lib/collections';
import { API_TEXTS } from '../texts';
import { findCheckout, outsideTransaction } from './checkouts';
import { toLinkedOrder } from './convert';
import { checkReceiptToken } from './receipt-token';
import { findOrder, ordersCollection } from './repository';

/**
 * GET /orders/{id}/receipt?token=…: the order the payment page returned the family from, or an
 * e-mail's link named, with the other boxes of its checkout, for the page it comes back to. The
 * signed token is the proof (no sign-in: guests pay too) for a week; it names the first box of the
 * checkout.
 */
export async function getReceipt(orderId: string, token: string): Promise<{ orders: Order[] }> {
  const link = checkReceiptToken(orderId, token, checkoutLinkKeys());
  if (link === 'expired') throw gone(API_TEXTS.access.receiptLinkExpired);
  if (link === 'invalid') throw forbidden(API_TEXTS.access.receiptLink);
  const order = await findOrder(orderId);
  if (!order) throw notFound(API_TEXTS.notFound.order);
  const found = await findCheckout(outsideTransaction, order.checkoutId);
  const boxes = await getAll((found?.checkout.orderIds ?? [orderId]).map((id) => ordersCollection().doc(id)));
  return { orders: boxes.flatMap((snap) => (snap.exists ? [toLinkedOrder(snap.id, snap.data()!)] : [])) };
}
