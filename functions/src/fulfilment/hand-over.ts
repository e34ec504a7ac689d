import { Timestamp } from 'firebase-admin/firestore';
import type { HandOverResponse } from '@ssb/contract';
import { withChange } from '@ssb/documents';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { conflict, notFound } from '../http/errors';
import * as logs from '../logs';
import { toApiOrder } from '../orders/convert';
import { prepareTransition, readyToShipMovesOf, runOrderTransaction } from '../orders/order-transition';
import { ordersCollection } from '../orders/repository';
import { API_TEXTS } from '../texts';

/**
 * POST /orders/{id}/hand-over: the handover checklist's tick. The school's representative (or
 * an administrator) marks a box picked up by its family at the school (docs/decisions.md §17):
 * a paid box becomes Completed, and one the administrator made ready for pickup (Completed
 * already, its family e-mailed "ready") stays so. Either way the pick-up is recorded on the order
 * (`handedOver`: when, by whom, the status it had, which an Undo that day puts back) and the family,
 * standing there with the box, is e-mailed nothing. Nothing else may be set this way, which is why
 * it is not PUT /orders/{id}/status (the administrator's).
 */
export async function handOverOrder(caller: Caller, orderId: string): Promise<HandOverResponse> {
  const ref = ordersCollection().doc(orderId);
  const { order, from } = await runOrderTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound(API_TEXTS.notFound.order);
    assertMayManageSchool(caller, current.schoolId);
    const prepared = await prepareTransition(tx, ref, current, { type: 'handOver' }, caller.uid);
    if (prepared.transition.kind === 'refused') throw conflict(prepared.transition.reason);
    const handedOver = { at: Timestamp.now(), by: caller.uid, from: current.status };
    if (prepared.transition.kind === 'move') {
      prepared.write({ handedOver }, { quiet: true });
      return { order: { ...current, status: prepared.transition.to, handedOver }, from: current.status };
    }
    // Ready for pickup, and now picked up; a second tick changes nothing.
    if (current.handedOver) return { order: current, from: null };
    const history = withChange(current.history, { at: handedOver.at, event: 'handOver', from: 'COMPLETED', to: 'COMPLETED', by: caller.uid });
    tx.update(ref, { handedOver, history, updatedAt: handedOver.at });
    readyToShipMovesOf(tx).move(current, { ...current, handedOver });
    return { order: { ...current, handedOver }, from: current.status };
  });
  if (from) logs.orderStatusChanged(orderId, from, 'COMPLETED', `handed over by ${caller.uid}`);
  return { order: toApiOrder(orderId, order) };
}
