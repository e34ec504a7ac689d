import { Timestamp } from 'firebase-admin/firestore';
import { schoolSearchTerms, type CreateSchoolRequest, type School } from '@ssb/contract';
import { toStaffSchool } from './convert';
import { schoolsCollection, type SchoolDoc } from './repository';

/**
 * POST /schools: a school with no lists and no representatives yet; it delivers to the school
 * unless told otherwise, and sells all year unless given an ordering window.
 */
export async function createSchool(body: CreateSchoolRequest): Promise<School> {
  const ref = schoolsCollection().doc();
  const fullAddress = body.fullAddress ?? '';
  const doc: SchoolDoc = {
    name: body.name,
    fullAddress,
    note: '',
    deliverToSchool: body.deliverToSchool ?? true,
    orderingOpensOn: body.orderingOpensOn ?? null,
    orderingClosesOn: body.orderingClosesOn ?? null,
    timeZone: body.timeZone ?? null,
    searchTerms: schoolSearchTerms({ name: body.name, fullAddress }),
    supplyListCount: 0,
    publishedListCount: 0,
    userCount: 0,
    createdAt: Timestamp.now(),
  };
  await ref.create(doc);
  return toStaffSchool(ref.id, doc);
}
