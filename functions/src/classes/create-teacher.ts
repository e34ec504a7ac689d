import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { classMessages, foldName, MAX_TEACHERS, type Teacher, type TeacherRequest } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { badRequest, notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { schoolsCollection } from '../schools/repository';
import { API_TEXTS } from '../texts';
import { toApiTeacher } from './convert';
import { teachersOf, type TeacherDoc } from './repository';

/**
 * POST /schools/{id}/teachers: a teacher of the school, counted on it in the same transaction,
 * so a school never keeps more than MAX_TEACHERS however many staff add at once.
 */
export async function createTeacher(caller: Caller, schoolId: string, body: TeacherRequest): Promise<Teacher> {
  assertMayManageSchool(caller, schoolId);
  const schoolRef = schoolsCollection().doc(schoolId);
  const ref = teachersOf(schoolId).doc();
  const doc: TeacherDoc = { name: body.name, nameKey: foldName(body.name), grade: body.grade, createdAt: Timestamp.now() };
  await db().runTransaction(async (tx) => {
    const school = (await tx.get(schoolRef)).data();
    if (!school) throw notFound(API_TEXTS.notFound.school);
    if ((school.teacherCount ?? 0) >= MAX_TEACHERS) throw badRequest(classMessages.tooManyTeachers({ max: MAX_TEACHERS }));
    tx.create(ref, doc);
    tx.update(schoolRef, { teacherCount: FieldValue.increment(1) });
  });
  return toApiTeacher(ref.id, doc);
}
