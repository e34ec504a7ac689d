import { emailKey, formMessages, representativeMessages, type AcceptInvitationRequest, type AcceptInvitationResponse } from '@ssb/contract';
import { badRequest, conflict } from '../http/errors';
import { auth, isAlreadyExists } from '../lib/firebase';
import * as logs from '../logs';
import { accountForEmail } from '../users/account-for-email';
import { writeUser } from '../users/change-role-or-school';
import { findUser, usersCollection, type UserDoc } from '../users/repository';
import { newProfile } from '../users/service';
import { invitationGone, invitationsOfAddress, isLive, liveInvitationWithToken } from './repository';

/**
 * POST /invitations/accept (public; the link's token is the proof, docs/decisions.md §6): whoever follows
 * the link an invitation e-mailed controls the mailbox, so the address's account becomes theirs.
 * The password they chose is set on it (the account is made where none exists), the address is
 * marked verified, every other session of the account is signed out (whoever registered the
 * address first loses it), and the account becomes the school's representative as an
 * administrator's change does (`writeUser`: the profile, the schools' counts, the role claims),
 * with every invitation of the address deleted in the same transaction. A used, withdrawn,
 * renewed or expired link is 410 and changes nothing; nothing is checked by the caller's own
 * session, if any.
 */
export async function acceptInvitation(request: AcceptInvitationRequest): Promise<AcceptInvitationResponse> {
  const found = await liveInvitationWithToken(request.token);
  const invitation = found.data();
  const owner = await accountForEmail(invitation.email);
  const profile = owner ? await findUser(owner.uid) : null;
  if (profile?.type === 'ADMIN') throw conflict(representativeMessages.admin);
  if (!profile) requireName(request);

  const uid = await takeAccount(owner?.uid ?? null, invitation.email, request.password);
  if (!profile) await createProfile(uid, newProfile(uid, invitation.email, true, request));
  const invitations = await invitationsOfAddress(emailKey(invitation.email));
  await writeUser(uid, {
    role: { schoolId: invitation.schoolId },
    fields: () => ({ emailVerified: true }),
    check: (current) => {
      if (current.type === 'ADMIN') throw conflict(representativeMessages.admin);
    },
    alongside: async (tx) => {
      // Taken by a request beside this one, withdrawn or renewed since it was read: nothing more.
      const now = (await tx.get(found.ref)).data();
      if (!now || now.tokenHash !== invitation.tokenHash || !isLive(now)) throw invitationGone();
      return () => invitations.forEach((d) => tx.delete(d.ref));
    },
  });
  logs.invitationAccepted(invitation.schoolId, uid, owner !== null);
  return { email: invitation.email };
}

/** Where the address has no profile yet, the page asks the name; the first field missing is named. */
function requireName({ firstName, lastName }: AcceptInvitationRequest): void {
  if (!firstName) throw badRequest(`firstName: ${formMessages.firstNameRequired}`);
  if (!lastName) throw badRequest(`lastName: ${formMessages.lastNameRequired}`);
}

/** The address's account, with the password the mailbox's owner chose; an account someone else made is signed out everywhere. */
async function takeAccount(uid: string | null, email: string, password: string): Promise<string> {
  if (uid === null) {
    try {
      return (await auth().createUser({ email, password, emailVerified: true })).uid;
    } catch (err) {
      // Made a moment ago by someone else: it is taken over like any other.
      if ((err as { code?: string }).code !== 'auth/email-already-exists') throw err;
      return takeAccount((await auth().getUserByEmail(email)).uid, email, password);
    }
  }
  await auth().updateUser(uid, { password, emailVerified: true });
  await auth().revokeRefreshTokens(uid);
  return uid;
}

async function createProfile(uid: string, doc: UserDoc): Promise<void> {
  try {
    await usersCollection().doc(uid).create(doc);
  } catch (err) {
    // Made meanwhile by the account's own sign-in: the role is added to it.
    if (!isAlreadyExists(err)) throw err;
  }
}
