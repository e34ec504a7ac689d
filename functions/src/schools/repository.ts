import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { SchoolDoc } from '@ssb/documents';
import { collection } from '../lib/collections';

export type { SchoolDoc };

export const schoolsCollection = collection.schools;

export async function findSchool(id: string): Promise<SchoolDoc | null> {
  return (await schoolsCollection().doc(id).get()).data() ?? null;
}

const SCHOOL_PAGE = 100;

/** Every school's id, a page of ids at a time (for the migrations that count again what is kept per school). */
export async function* everySchoolId(): AsyncGenerator<string> {
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = schoolsCollection().withConverter(null).orderBy(FieldPath.documentId()).select().limit(SCHOOL_PAGE);
    if (after) page = page.startAfter(after);
    const schools = (await page.get()).docs;
    for (const school of schools) yield school.id;
    if (schools.length < SCHOOL_PAGE) return;
    after = schools.at(-1);
  }
}
