import { Timestamp } from 'firebase-admin/firestore';
import { MAX_HANDED_OVER_SHOWN, type HandedOverResponse } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { notFound } from '../http/errors';
import { ordersCollection } from '../orders/repository';
import { findSchool } from '../schools/repository';
import { API_TEXTS } from '../texts';
import { schoolToday } from './school-day';

/** The query of the school's boxes Completed by the handover tick since `since`, latest first. */
export const handedOverSince = (schoolId: string, since: Date) =>
  ordersCollection()
    .where('schoolId', '==', schoolId)
    .where('status', '==', 'COMPLETED')
    .where('handedOver.at', '>=', Timestamp.fromDate(since))
    .orderBy('handedOver.at', 'desc');

/**
 * GET /schools/{id}/handed-over: the boxes the school handed out today (its day), each of which
 * may still be undone. From the orders themselves, so a reload or another phone sees them too.
 */
export async function listHandedOver(caller: Caller, schoolId: string): Promise<HandedOverResponse> {
  assertMayManageSchool(caller, schoolId);
  const school = await findSchool(schoolId);
  if (!school) throw notFound(API_TEXTS.notFound.school);
  const snap = await handedOverSince(schoolId, schoolToday(school.timeZone, new Date())).limit(MAX_HANDED_OVER_SHOWN).get();
  return {
    handedOver: snap.docs.flatMap((d) => {
      const order = d.data();
      if (!order.handedOver) return [];
      return [
        {
          id: d.id,
          studentFirstName: order.studentFirstName,
          studentLastName: order.studentLastName,
          listName: order.snapshot.listName,
          handedOverAt: order.handedOver.at.toDate().toISOString(),
        },
      ];
    }),
  };
}
