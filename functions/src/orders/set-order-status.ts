import type { OrderStatus, SetOrderStatusResponse } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { conflict, notFound } from '../http/errors';
import * as logs from '../logs';
import { cancelOrder } from './cancel-order';
import { toApiOrder } from './convert';
import { prepareTransition, runOrderTransaction, stockShortOf, stockWarning } from './order-transition';
import { ordersCollection, refundsCollection, type OrderDoc } from './repository';
import { API_TEXTS } from '../texts';

/**
 * PUT /orders/{id}/status: the administrator's dropdown and Complete button, as the order
 * lifecycle allows (`set`). Choosing Cancelled is the cancellation, with its refund.
 */
export async function setOrderStatus(caller: Caller, orderId: string, status: OrderStatus): Promise<SetOrderStatusResponse> {
  if (status === 'CANCELLED') return cancelOrder(caller, orderId);
  const orderRef = ordersCollection().doc(orderId);
  const refundRef = refundsCollection().doc(orderId);
  const { order, from, to, short } = await runOrderTransaction(async (tx) => {
    const [orderSnap, refundSnap] = await Promise.all([tx.get(orderRef), tx.get(refundRef)]);
    const current = orderSnap.data();
    if (!current) throw notFound(API_TEXTS.notFound.order);
    const prepared = await prepareTransition(
      tx,
      orderRef,
      current,
      { type: 'set', to: status, refunded: refundedBeyondRemovals(current, refundSnap.data()) },
      caller.uid,
    );
    if (prepared.transition.kind === 'refused') throw conflict(prepared.transition.reason);
    if (prepared.transition.kind !== 'move') return { order: current, from: current.status, to: null, short: [] };
    prepared.write();
    return { order: { ...current, status: prepared.transition.to }, from: current.status, to: prepared.transition.to, short: stockShortOf(tx) };
  });
  if (to) logs.orderStatusChanged(orderId, from, to, `set by ${caller.uid}`);
  const warning = stockWarning(short);
  return { order: toApiOrder(orderId, order), ...(warning ? { stockWarning: warning } : {}) };
}

/**
 * Whether the order's payment went back otherwise than for items removed from it (a backorder's
 * removal refunds the item's share and the box is still packed): a refund of the box itself.
 */
function refundedBeyondRemovals(order: OrderDoc, record: { amountCents: number } | undefined): boolean {
  if (!record) return false;
  const removedCents = order.itemChanges.reduce((sum, change) => sum + (change.refundCents ?? 0), 0);
  return removedCents === 0 || record.amountCents > removedCents;
}
