import { invitationMessages, type InvitationsResponse } from '@ssb/contract';
import { notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { existingSchool } from '../schools/representatives';
import { invitationsCollection, pendingInvitationsOf } from './repository';

/**
 * DELETE /schools/{id}/invitations/{invitationId}: the administrator takes an invitation back;
 * a later sign-up with the address gets nothing. In a transaction, so an acceptance that read
 * it first wins and this one answers 404.
 */
export async function withdrawInvitation(schoolId: string, invitationId: string): Promise<InvitationsResponse> {
  await existingSchool(schoolId);
  const ref = invitationsCollection().doc(invitationId);
  await db().runTransaction(async (tx) => {
    const invitation = (await tx.get(ref)).data();
    if (invitation?.schoolId !== schoolId) throw notFound(invitationMessages.notFound);
    tx.delete(ref);
  });
  return { invitations: await pendingInvitationsOf(schoolId) };
}
