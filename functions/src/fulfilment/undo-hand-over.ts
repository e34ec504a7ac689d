import { Timestamp } from 'firebase-admin/firestore';
import type { UndoHandOverResponse } from '@ssb/contract';
import { withChange } from '@ssb/documents';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { conflict, notFound } from '../http/errors';
import * as logs from '../logs';
import { toApiOrder } from '../orders/convert';
import { prepareTransition, readyToShipMovesOf, runOrderTransaction } from '../orders/order-transition';
import { ordersCollection } from '../orders/repository';
import { schoolsCollection } from '../schools/repository';
import { API_TEXTS } from '../texts';
import { schoolToday } from './school-day';

/**
 * DELETE /orders/{id}/hand-over: the handover tick taken back (a box ticked for the wrong
 * family, or not collected after all). The school's representative (or an administrator) puts
 * an order Completed by the tick back to the status it had before, on the school's day of the
 * tick; one that was ready for pickup before it keeps its status and loses the pick-up; the
 * lifecycle says no otherwise. The tick told the family nothing, so there is nothing to recall.
 */
export async function undoHandOver(caller: Caller, orderId: string): Promise<UndoHandOverResponse> {
  const ref = ordersCollection().doc(orderId);
  const { order, to } = await runOrderTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound(API_TEXTS.notFound.order);
    assertMayManageSchool(caller, current.schoolId);
    const school = (await tx.get(schoolsCollection().doc(current.schoolId))).data();
    const { handedOver } = current;
    const today = schoolToday(school?.timeZone ?? null, new Date());
    const prepared = await prepareTransition(
      tx,
      ref,
      current,
      {
        type: 'undoHandOver',
        handedOver: handedOver && { from: handedOver.from, today: handedOver.at.toMillis() >= today.getTime() },
      },
      caller.uid,
    );
    if (prepared.transition.kind === 'refused') throw conflict(prepared.transition.reason);
    if (prepared.transition.kind === 'move') {
      prepared.write();
      return { order: { ...current, status: prepared.transition.to, handedOver: null }, to: prepared.transition.to };
    }
    // Ready for pickup before its tick: it stays so, and only the pick-up is taken back.
    const now = Timestamp.now();
    const history = withChange(current.history, { at: now, event: 'undoHandOver', from: 'COMPLETED', to: 'COMPLETED', by: caller.uid });
    tx.update(ref, { handedOver: null, history, updatedAt: now });
    readyToShipMovesOf(tx).move(current, { ...current, handedOver: null });
    return { order: { ...current, handedOver: null }, to: null };
  });
  if (to) logs.orderStatusChanged(orderId, 'COMPLETED', to, `hand-over undone by ${caller.uid}`);
  return { order: toApiOrder(orderId, order) };
}
