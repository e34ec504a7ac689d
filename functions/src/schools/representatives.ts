import type { Representative } from '@ssb/contract';
import { notFound } from '../http/errors';
import { usersCollection, type UserDoc } from '../users/repository';
import { findSchool, type SchoolDoc } from './repository';
import { API_TEXTS } from '../texts';

/** More than any school has; the list is read whole, so it is bounded. */
export const MAX_REPRESENTATIVES = 200;

const toRepresentative = (id: string, user: UserDoc): Representative => ({ id, email: user.email, firstName: user.firstName, lastName: user.lastName });

export async function existingSchool(schoolId: string): Promise<SchoolDoc> {
  const school = await findSchool(schoolId);
  if (!school) throw notFound(API_TEXTS.notFound.school);
  return school;
}

/** The people a school's `userCount` counts, by e-mail. */
export async function representativesOf(schoolId: string): Promise<Representative[]> {
  const snap = await usersCollection().where('schoolId', '==', schoolId).limit(MAX_REPRESENTATIVES).get();
  return snap.docs.map((d) => toRepresentative(d.id, d.data())).sort((a, b) => a.email.localeCompare(b.email));
}
