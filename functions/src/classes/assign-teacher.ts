import { classMessages, type BoxTeacherResponse } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { badRequest, notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { ordersCollection } from '../orders/repository';
import { API_TEXTS } from '../texts';
import { teacherInTransaction } from './repository';

/**
 * PUT /orders/{id}/teacher: the box's teacher as its school's staff assign it (a teacher of its
 * school, whatever grade: class lists are the school's to know), or null for Not known yet.
 */
export async function assignTeacher(caller: Caller, orderId: string, teacherId: string | null): Promise<BoxTeacherResponse> {
  const ref = ordersCollection().doc(orderId);
  return db().runTransaction(async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order) throw notFound(API_TEXTS.notFound.order);
    assertMayManageSchool(caller, order.schoolId);
    const teacher = teacherId ? await teacherInTransaction(tx, order.schoolId, teacherId) : null;
    if (teacherId && !teacher) throw badRequest(classMessages.teacherNotOfSchool);
    const assigned = { teacherId: teacher ? teacherId : null, teacherName: teacher?.name ?? null };
    tx.update(ref, { ...assigned, updatedAt: new Date() });
    return assigned;
  });
}
