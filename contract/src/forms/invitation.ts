import { z } from 'zod/mini';
import { text } from '../fields';
import { PROFILE_MAX_LENGTH } from '../limits';
import { password } from './account';

// The invitation page (`/invitation?token=…`): an invitation to represent a school is taken by
// whoever follows the link it e-mailed, which proves the mailbox. The page sets the password of
// the address's account, and the name where the address has no profile yet.

/** The link's token: 256 random bits, base64url (at least 128 bits are required of it). */
export const invitationToken = z.string().check(z.minLength(22), z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/));

/** POST /invitations/lookup: what the link is for, before the page asks anything. */
export const InvitationLookupRequest = z.object({ token: invitationToken });
export type InvitationLookupRequest = z.infer<typeof InvitationLookupRequest>;

/** The page's form. The name is required only where the address has no profile (the server says which field). */
export const AcceptInvitationForm = z.object({
  password: password().check(z.maxLength(128)),
  firstName: z._default(text(PROFILE_MAX_LENGTH.firstName), ''),
  lastName: z._default(text(PROFILE_MAX_LENGTH.lastName), ''),
});
export type AcceptInvitationForm = z.infer<typeof AcceptInvitationForm>;

/** POST /invitations/accept. */
export const AcceptInvitationRequest = z.extend(AcceptInvitationForm, { token: invitationToken });
export type AcceptInvitationRequest = z.infer<typeof AcceptInvitationRequest>;

/**
 * Who holds the invited address now: nobody (the page makes the account), an account without a
 * profile, or one with a profile. Where there is an account, its owner may not have made it.
 */
export const InvitedAccount = z.enum(['none', 'account', 'profile']);
export type InvitedAccount = z.infer<typeof InvitedAccount>;

/** What POST /invitations/lookup answers. */
export const InvitationLookupResponse = z.object({
  invitation: z.object({ email: z.string(), school: z.object({ id: z.string(), name: z.string() }), expiresAt: z.string(), account: InvitedAccount }),
});
export type InvitationLookupResponse = z.infer<typeof InvitationLookupResponse>;

/** What POST /invitations/accept answers: the address, for the page to sign in with. */
export const AcceptInvitationResponse = z.object({ email: z.string() });
export type AcceptInvitationResponse = z.infer<typeof AcceptInvitationResponse>;
