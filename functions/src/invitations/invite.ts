import { Timestamp } from 'firebase-admin/firestore';
import { currentLocale, emailKey, invitationMessages, representativeMessages, type InvitationsResponse } from '@ssb/contract';
import { invitationIdOf, mailTimes, type InvitationDoc, type MailDoc } from '@ssb/documents';
import { appUrl } from '../config';
import type { Caller } from '../http/authenticate';
import { conflict, notFound } from '../http/errors';
import { collection } from '../lib/collections';
import { db } from '../lib/firebase';
import { renderInvitationMail } from '../mail/invitation';
import { accountForEmail } from '../users/account-for-email';
import { findUser } from '../users/repository';
import { API_TEXTS } from '../texts';
import { expiryFrom, invitationsCollection, pendingInvitationsOf } from './repository';

/**
 * POST /schools/{id}/invitations: the administrator invites an address to represent the
 * school. The invitation and its e-mail are written in one transaction; inviting the same
 * address again is the same invitation, renewed for another 30 days, and e-mails it again (one
 * e-mail per invitation sent). The role waits for the account that proves the address
 * (accept.ts); an address whose owner has proven it and has a profile is added instead (409
 * says so), and an administrator's never represents a school.
 */
export async function inviteRepresentative(caller: Caller, schoolId: string, email: string): Promise<InvitationsResponse> {
  const owner = await accountForEmail(email);
  const profile = owner?.emailVerified ? await findUser(owner.uid) : null;
  if (profile?.type === 'ADMIN') throw conflict(representativeMessages.admin);
  if (profile) throw conflict(invitationMessages.hasAccount);

  const id = invitationIdOf(schoolId, email);
  const locale = currentLocale();
  await db().runTransaction(async (tx) => {
    const school = (await tx.get(collection.schools().doc(schoolId))).data();
    if (!school) throw notFound(API_TEXTS.notFound.school);
    const now = Timestamp.now();
    const invitation: InvitationDoc = { schoolId, email, emailKey: emailKey(email), invitedBy: caller.uid, invitedAt: now, expiresAt: expiryFrom(now) };
    const mail: MailDoc = {
      to: email,
      message: renderInvitationMail({ school: school.name, email, expiresAt: invitation.expiresAt.toDate(), locale }, appUrl()),
      kind: 'invitation',
      orderIds: [],
      schoolId,
      ...mailTimes(now),
    };
    tx.set(invitationsCollection().doc(id), invitation);
    tx.create(collection.mail().doc(`invitation-${id}-${now.toMillis()}`), mail);
  });
  return { invitations: await pendingInvitationsOf(schoolId) };
}
