import { representativeMessages, type RepresentativesResponse } from '@ssb/contract';
import { conflict, notFound } from '../http/errors';
import { accountForEmail } from '../users/account-for-email';
import { writeUser } from '../users/change-role-or-school';
import { findUser } from '../users/repository';
import { existingSchool, representativesOf } from './representatives';

/**
 * POST /schools/{id}/representatives: the account that owns this e-mail address now, and has
 * verified it, becomes the school's representative (Firebase Auth says who that is, never a
 * profile's e-mail). A user belongs to at most one school, so a representative of another
 * school moves here (both schools' counts move in the same transaction); adding someone twice
 * changes nothing but puts the role claims right again. The rights hold from the person's next request.
 */
export async function addRepresentative(schoolId: string, email: string): Promise<RepresentativesResponse> {
  await existingSchool(schoolId);
  const owner = await accountForEmail(email);
  if (!owner) throw notFound(representativeMessages.noAccount);
  if (!owner.emailVerified) throw conflict(representativeMessages.unverified);
  if (!(await findUser(owner.uid))) throw conflict(representativeMessages.noProfile);
  await writeUser(owner.uid, {
    role: { schoolId },
    check: (current) => {
      if (current.type === 'ADMIN') throw conflict(representativeMessages.admin);
    },
  });
  return { representatives: await representativesOf(schoolId) };
}
