import { representativeMessages, type RepresentativesResponse } from '@ssb/contract';
import { notFound } from '../http/errors';
import { writeUser } from '../users/change-role-or-school';
import { applyRoleClaims, claimsHeldBy } from '../users/claims';
import { findUser } from '../users/repository';
import { existingSchool, representativesOf } from './representatives';

/**
 * DELETE /schools/{id}/representatives/{userId}: the person goes back to being a parent; the
 * school's count moves in the same transaction, the rights end with the next request, and the
 * person's refresh tokens are revoked. A removal answered 503 (the sign-in service did not take
 * the claims) is sent again: the profile is already a parent's, the claims still name the school,
 * and this puts them right.
 */
export async function removeRepresentative(schoolId: string, userId: string): Promise<RepresentativesResponse> {
  await existingSchool(schoolId);
  const user = await findUser(userId);
  if (user?.schoolId === schoolId) {
    await writeUser(userId, {
      role: { schoolId: null },
      check: (current) => {
        if (current.schoolId !== schoolId) throw notFound(representativeMessages.notRepresentative);
      },
    });
  } else if (user && (await claimsHeldBy(userId))?.schoolId === schoolId) {
    await applyRoleClaims(userId);
  } else {
    throw notFound(representativeMessages.notRepresentative);
  }
  return { representatives: await representativesOf(schoolId) };
}
