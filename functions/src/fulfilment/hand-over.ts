import { Timestamp } from 'firebase-admin/firestore';
import type { HandOverResponse } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { conflict, notFound } from '../http/errors';
import * as logs from '../logs';
import { toApiOrder } from '../orders/convert';
import { prepareTransition, runOrderTransaction } from '../orders/order-transition';
import { ordersCollection } from '../orders/repository';
import { API_TEXTS } from '../texts';

/**
 * POST /orders/{id}/hand-over: the handover checklist's tick. The school's representative (or
 * an administrator) marks a paid box handed to its family: Completed. Nothing else may be
 * set this way, which is why it is not PUT /orders/{id}/status (the administrator's).
 */
export async function handOverOrder(caller: Caller, orderId: string): Promise<HandOverResponse> {
  const ref = ordersCollection().doc(orderId);
  const { order, from } = await runOrderTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound(API_TEXTS.notFound.order);
    assertMayManageSchool(caller, current.schoolId);
    const prepared = await prepareTransition(tx, ref, current, { type: 'handOver' });
    if (prepared.transition.kind === 'refused') throw conflict(prepared.transition.reason);
    if (prepared.transition.kind !== 'move') return { order: current, from: null };
    // What the tick's Undo puts back, that day (see undo-hand-over.ts).
    prepared.write({ handedOver: { at: Timestamp.now(), by: caller.uid, from: current.status } });
    return { order: { ...current, status: prepared.transition.to }, from: current.status };
  });
  if (from) logs.orderStatusChanged(orderId, from, 'COMPLETED', `handed over by ${caller.uid}`);
  return { order: toApiOrder(orderId, order) };
}
