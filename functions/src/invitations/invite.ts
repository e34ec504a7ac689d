import { Timestamp } from 'firebase-admin/firestore';
import { currentLocale, emailKey, representativeMessages, type InvitationsResponse } from '@ssb/contract';
import { invitationIdOf, mailTimes, type InvitationDoc, type MailDoc } from '@ssb/documents';
import { appUrl } from '../config';
import type { Caller } from '../http/authenticate';
import { conflict, notFound } from '../http/errors';
import { mailCollection } from '../mail/repository';
import { db } from '../lib/firebase';
import { renderInvitationMail } from '../mail/invitation';
import { schoolsCollection } from '../schools/repository';
import { accountForEmail } from '../users/account-for-email';
import { findUser } from '../users/repository';
import { API_TEXTS } from '../texts';
import { expiryFrom, invitationsCollection, pendingInvitationsOf } from './repository';
import { invitationUrl, newInvitationToken } from './token';

/**
 * POST /schools/{id}/invitations (and POST /schools/{id}/representatives, which is the same):
 * the administrator invites an address to represent the school, whoever holds it now. The
 * invitation and its e-mail, with a one-time link, are written in one transaction; inviting the
 * same address again is the same invitation, renewed for another 30 days with a new link (the
 * old one stops working), and e-mailed again. The role goes to whoever follows the link
 * (accept.ts); an administrator's address never represents a school.
 */
export async function inviteRepresentative(caller: Caller, schoolId: string, email: string): Promise<InvitationsResponse> {
  const owner = await accountForEmail(email);
  if (owner && (await findUser(owner.uid))?.type === 'ADMIN') throw conflict(representativeMessages.admin);

  const id = invitationIdOf(schoolId, email);
  const locale = currentLocale();
  const { token, tokenHash } = newInvitationToken();
  await db().runTransaction(async (tx) => {
    const school = (await tx.get(schoolsCollection().doc(schoolId))).data();
    if (!school) throw notFound(API_TEXTS.notFound.school);
    const now = Timestamp.now();
    const invitation: InvitationDoc = {
      schoolId,
      email,
      emailKey: emailKey(email),
      invitedBy: caller.uid,
      invitedAt: now,
      expiresAt: expiryFrom(now),
      tokenHash,
    };
    const url = invitationUrl(appUrl(), token, locale);
    const mail: MailDoc = {
      to: email,
      message: renderInvitationMail({ school: school.name, email, expiresAt: invitation.expiresAt.toDate(), locale, url }),
      kind: 'invitation',
      orderIds: [],
      schoolId,
      ...mailTimes(now),
    };
    tx.set(invitationsCollection().doc(id), invitation);
    tx.create(mailCollection().doc(`invitation-${id}-${now.toMillis()}`), mail);
  });
  return { invitations: await pendingInvitationsOf(schoolId) };
}
