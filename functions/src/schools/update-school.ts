import { schoolSearchTerms, type School, type UpdateSchoolRequest } from '@ssb/contract';
import { notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { toStaffSchool } from './convert';
import { schoolsCollection } from './repository';
import { API_TEXTS } from '../texts';

/**
 * PUT /schools/{id}: what is sent changes (name, full address, note, delivery mode, ordering
 * window and time zone; the request schema keeps the window whole). Orders keep the school
 * name and address they were placed with: they are snapshots.
 */
export async function updateSchool(schoolId: string, body: UpdateSchoolRequest): Promise<School> {
  const ref = schoolsCollection().doc(schoolId);
  return db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound(API_TEXTS.notFound.school);
    const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as UpdateSchoolRequest;
    if (Object.keys(changes).length === 0) return toStaffSchool(schoolId, current);
    const updated = { ...current, ...changes };
    // What the shop's search finds it by follows its name and address (and is set on a school stored before search).
    const searchTerms = schoolSearchTerms(updated);
    tx.update(ref, { ...changes, searchTerms });
    return toStaffSchool(schoolId, { ...updated, searchTerms });
  });
}
