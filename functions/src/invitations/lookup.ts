import type { InvitationLookupResponse, InvitedAccount } from '@ssb/contract';
import { findSchool } from '../schools/repository';
import { accountForEmail } from '../users/account-for-email';
import { findUser } from '../users/repository';
import { invitationGone, liveInvitationWithToken } from './repository';

/**
 * POST /invitations/lookup (public; the token is the proof): what the invitation page shows
 * before it asks anything. Whether the address already has an account, and a profile, tells the
 * page whether to ask a name and to say that an account its owner may not have made will be
 * theirs; only the holder of the link learns it.
 */
export async function lookUpInvitation(token: string): Promise<InvitationLookupResponse> {
  const invitation = (await liveInvitationWithToken(token)).data();
  const school = await findSchool(invitation.schoolId);
  if (!school) throw invitationGone();
  const owner = await accountForEmail(invitation.email);
  const account: InvitedAccount = !owner ? 'none' : (await findUser(owner.uid)) ? 'profile' : 'account';
  return {
    invitation: {
      email: invitation.email,
      school: { id: invitation.schoolId, name: school.name },
      expiresAt: invitation.expiresAt.toDate().toISOString(),
      account,
    },
  };
}
