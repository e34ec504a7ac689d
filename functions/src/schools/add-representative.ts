import { emailKey, type RepresentativesResponse } from '@ssb/contract';
import { conflict, notFound } from '../http/errors';
import { writeUser } from '../users/change-role-or-school';
import { usersCollection } from '../users/repository';
import { existingSchool, representativesOf } from './representatives';

export const addRepresentativeMessages = {
  noAccount: 'No account uses this e-mail address. Ask the person to sign up first, then add them.',
  admin: 'Administrators already manage every school, so they cannot be a school representative.',
} as const;

/**
 * POST /schools/{id}/representatives: the account with this e-mail becomes the school's
 * representative. A user belongs to at most one school, so a representative of another
 * school moves here (both schools' counts move in the same transaction); adding someone
 * twice changes nothing. The rights hold from the person's next request.
 */
export async function addRepresentative(schoolId: string, email: string): Promise<RepresentativesResponse> {
  await existingSchool(schoolId);
  const sameEmail = await usersCollection().where('emailKey', '==', emailKey(email)).limit(5).get();
  const account = sameEmail.docs.find((d) => d.data().type !== 'GUEST');
  if (!account) throw notFound(addRepresentativeMessages.noAccount);
  await writeUser(account.id, {
    role: { schoolId },
    check: (current) => {
      if (current.type === 'ADMIN') throw conflict(addRepresentativeMessages.admin);
      if (current.type === 'GUEST') throw notFound(addRepresentativeMessages.noAccount);
    },
  });
  return { representatives: await representativesOf(schoolId) };
}
