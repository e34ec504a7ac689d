import { Timestamp } from 'firebase-admin/firestore';
import type { HandOverResponse } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { conflict, notFound } from '../http/errors';
import { db } from '../lib/firebase';
import * as logs from '../logs';
import { toApiOrder } from '../orders/convert';
import { ordersCollection } from '../orders/repository';
import { handOver } from './fulfilment-rules';

/**
 * POST /orders/{id}/hand-over: the handover checklist's tick. The school's representative (or
 * an administrator) marks a paid box handed to its family: Completed. Nothing else may be
 * set this way, which is why it is not PUT /orders/{id}/status (the administrator's).
 */
export async function handOverOrder(caller: Caller, orderId: string): Promise<HandOverResponse> {
  const ref = ordersCollection().doc(orderId);
  const { order, from } = await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound('Order not found');
    assertMayManageSchool(caller, current.schoolId);
    const change = handOver(current.status);
    if (change.kind === 'refused') throw conflict(change.message);
    if (change.kind === 'unchanged') return { order: current, from: null };
    const changes = { status: 'COMPLETED' as const, updatedAt: Timestamp.now() };
    tx.update(ref, changes);
    return { order: { ...current, ...changes }, from: current.status };
  });
  if (from) logs.orderStatusChanged(orderId, from, 'COMPLETED', `handed over by ${caller.uid}`);
  return { order: toApiOrder(orderId, order) };
}
