import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { invitationMessages, type Invitation } from '@ssb/contract';
import type { InvitationDoc } from '@ssb/documents';
import { HttpError } from '../http/errors';
import { collection } from '../lib/collections';
import { tokenHashOf } from './token';

export const invitationsCollection = collection.invitations;

/** How long an invitation waits for its address's owner; inviting again renews it. */
export const INVITATION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** More than any school invites at once; the list is read whole, so it is bounded. */
const MAX_INVITATIONS = 200;
/** More invitations of one address than administrators ever send. */
const MAX_OF_ONE_ADDRESS = 20;

export const expiryFrom = (now: Timestamp): Timestamp => Timestamp.fromMillis(now.toMillis() + INVITATION_DAYS * DAY_MS);

export const isLive = (invitation: InvitationDoc, now = Timestamp.now()): boolean => invitation.expiresAt.toMillis() > now.toMillis();

/** A link that opens nothing (used, withdrawn, renewed by a newer one, expired, or never made): 410. */
export const invitationGone = () => new HttpError(410, invitationMessages.gone);

/** The invitation whose newest link carries this token, while it lasts; 410 otherwise. */
export async function liveInvitationWithToken(token: string): Promise<QueryDocumentSnapshot<InvitationDoc>> {
  const [found] = (await invitationsCollection().where('tokenHash', '==', tokenHashOf(token)).limit(1).get()).docs;
  if (!found || !isLive(found.data())) throw invitationGone();
  return found;
}

/** Every invitation of an address (to any school): taking one takes them all, as a person represents one school. */
export async function invitationsOfAddress(emailKey: string) {
  return (await invitationsCollection().where('emailKey', '==', emailKey).limit(MAX_OF_ONE_ADDRESS).get()).docs;
}

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
