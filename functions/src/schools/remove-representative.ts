import type { RepresentativesResponse } from '@ssb/contract';
import { notFound } from '../http/errors';
import { writeUser } from '../users/change-role-or-school';
import { existingSchool, representativesOf } from './representatives';

/**
 * DELETE /schools/{id}/representatives/{userId}: the person goes back to being a parent; the
 * school's count moves in the same transaction, and the rights end with the next request.
 */
export async function removeRepresentative(schoolId: string, userId: string): Promise<RepresentativesResponse> {
  await existingSchool(schoolId);
  await writeUser(userId, {
    role: { schoolId: null },
    check: (current) => {
      if (current.schoolId !== schoolId) throw notFound('This person is not a representative of this school');
    },
  });
  return { representatives: await representativesOf(schoolId) };
}
