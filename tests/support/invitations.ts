import { signIn } from './auth';
import { mailsTo } from './mail';
import { call } from './school-data';

// An administrator's invitation to represent a school carries a one-time link to
// `/invitation?token=…`; only the mailbox it was sent to has it. These read it from the outbox.

export const invitationsOf = (schoolId: string) => `/schools/${schoolId}/invitations`;

/** The administrator invites `email` to represent the school: the answer's status and body. */
export const invite = async (schoolId: string, email: string) =>
  call<{ error?: string }>('POST', invitationsOf(schoolId), await signIn('admin@example.com'), { email });

/** The token of the newest invitation e-mailed to `email`, as its link carries it. */
export async function invitationTokenSentTo(email: string): Promise<string> {
  const newest = (await mailsTo(email)).filter((mail) => mail.kind === 'invitation').at(-1);
  const token = /\/invitation\?token=([A-Za-z0-9_-]+)/.exec(newest?.message.text ?? '')?.[1];
  if (!token) throw new Error(`No invitation link was e-mailed to ${email}`);
  return token;
}

/** What the invitation page sends: sets the password on the address's account and grants the role. */
export const acceptInvitation = (token: string, fields: { password: string; firstName?: string; lastName?: string }) =>
  call<{ email?: string; error?: string }>('POST', '/invitations/accept', null, { token, ...fields });

/** Invites `person` to represent the school and follows the e-mailed link with its password; answers a fresh token. */
export async function makeRepresentative(schoolId: string, person: { email: string; password: string }): Promise<string> {
  const invited = await invite(schoolId, person.email);
  if (invited.status !== 201) throw new Error(`Inviting ${person.email}: HTTP ${invited.status} ${JSON.stringify(invited.body)}`);
  const accepted = await acceptInvitation(await invitationTokenSentTo(person.email), { password: person.password, firstName: 'Test', lastName: 'Rep' });
  if (accepted.status !== 200) throw new Error(`Accepting for ${person.email}: HTTP ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return signIn(person.email, person.password);
}
