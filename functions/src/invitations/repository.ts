import { Timestamp } from 'firebase-admin/firestore';
import type { Invitation } from '@ssb/contract';
import type { InvitationDoc } from '@ssb/documents';
import { collection } from '../lib/collections';

export const invitationsCollection = collection.invitations;

/** How long an invitation waits for its address's owner; inviting again renews it. */
export const INVITATION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** More than any school invites at once; the list is read whole, so it is bounded. */
const MAX_INVITATIONS = 200;

export const expiryFrom = (now: Timestamp): Timestamp => Timestamp.fromMillis(now.toMillis() + INVITATION_DAYS * DAY_MS);

export const isLive = (invitation: InvitationDoc, now = Timestamp.now()): boolean => invitation.expiresAt.toMillis() > now.toMillis();

const toInvitation = (id: string, doc: InvitationDoc): Invitation => ({
  id,
  email: doc.email,
  invitedAt: doc.invitedAt.toDate().toISOString(),
  expiresAt: doc.expiresAt.toDate().toISOString(),
});

/** The school's invitations still waiting (an expired one gives nothing, so it is not shown), newest first. */
export async function pendingInvitationsOf(schoolId: string): Promise<Invitation[]> {
  const snap = await invitationsCollection().where('schoolId', '==', schoolId).limit(MAX_INVITATIONS).get();
  const now = Timestamp.now();
  return snap.docs
    .filter((d) => isLive(d.data(), now))
    .sort((a, b) => b.data().invitedAt.toMillis() - a.data().invitedAt.toMillis())
    .map((d) => toInvitation(d.id, d.data()));
}
