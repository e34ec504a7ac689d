import { Timestamp } from 'firebase-admin/firestore';
import type { CancelOrderResponse, OrderResponse, OrderStatus } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { conflict, notFound } from '../http/errors';
import { db } from '../lib/firebase';
import * as logs from '../logs';
import { adminStatusChange } from './admin-status-rules';
import { cancelOrder } from './cancel-order';
import { toApiOrder } from './convert';
import { prepareOrderCountMove } from './list-order-count';
import { refundsCollection } from './refunds';
import { ordersCollection } from './repository';

/**
 * PUT /orders/{id}/status: the administrator's dropdown and Complete button. Cancelled is the
 * cancellation (with its refund); see admin-status-rules.ts for the rest. The list's order
 * counter follows the order in and out of the live statuses.
 */
export async function setOrderStatus(caller: Caller, orderId: string, status: OrderStatus): Promise<OrderResponse | CancelOrderResponse> {
  const orderRef = ordersCollection().doc(orderId);
  const refundRef = refundsCollection().doc(orderId);
  const outcome = await db().runTransaction(async (tx) => {
    const [orderSnap, refundSnap] = await Promise.all([tx.get(orderRef), tx.get(refundRef)]);
    const current = orderSnap.data();
    if (!current) throw notFound('Order not found');
    const change = adminStatusChange(current.status, status, refundSnap.exists);
    if (change.kind === 'refused') throw conflict(change.message);
    if (change.kind !== 'set') return { change, order: current, from: current.status };
    const moveCount = await prepareOrderCountMove(tx, current.supplyListId, current.status, change.status);
    const changes = { status: change.status, updatedAt: Timestamp.now() };
    tx.update(orderRef, changes);
    moveCount();
    return { change, order: { ...current, ...changes }, from: current.status };
  });
  if (outcome.change.kind === 'cancel') return cancelOrder(caller, orderId);
  if (outcome.change.kind === 'set') logs.orderStatusChanged(orderId, outcome.from, outcome.change.status, `set by ${caller.uid}`);
  return { order: toApiOrder(orderId, outcome.order) };
}
