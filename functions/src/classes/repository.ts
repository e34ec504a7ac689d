import type { Transaction } from 'firebase-admin/firestore';
import { MAX_TEACHERS } from '@ssb/contract';
import { schemaConverter, TEACHERS_SUBCOLLECTION, TeacherDoc } from '@ssb/documents';
import { schoolsCollection } from '../schools/repository';

export type { TeacherDoc };

const converter = schemaConverter(TeacherDoc);

/** A school's teachers (`schools/{schoolId}/teachers`). */
export const teachersOf = (schoolId: string) => schoolsCollection().doc(schoolId).collection(TEACHERS_SUBCOLLECTION).withConverter(converter);

/** Every teacher of the school, at most MAX_TEACHERS: its `teacherCount` keeps them within it. */
export async function schoolTeachers(schoolId: string): Promise<{ id: string; doc: TeacherDoc }[]> {
  return (await teachersOf(schoolId).limit(MAX_TEACHERS).get()).docs.map((d) => ({ id: d.id, doc: d.data() }));
}

/** The school's teacher, read in the caller's transaction; null when the school has none of that id. */
export async function teacherInTransaction(tx: Transaction, schoolId: string, teacherId: string): Promise<TeacherDoc | null> {
  return (await tx.get(teachersOf(schoolId).doc(teacherId))).data() ?? null;
}
