import type { InvitationsResponse } from '@ssb/contract';
import { existingSchool } from '../schools/representatives';
import { pendingInvitationsOf } from './repository';

/** GET /schools/{id}/invitations. */
export async function listInvitations(schoolId: string): Promise<InvitationsResponse> {
  await existingSchool(schoolId);
  return { invitations: await pendingInvitationsOf(schoolId) };
}
