import { createHash, randomBytes } from 'node:crypto';
import { linkInLanguage, type Locale } from '@ssb/contract';

// An invitation's link carries a token only its e-mail holds: 256 random bits. The invitation
// keeps its SHA-256 alone, so a copy of the database opens no invitation.

export const tokenHashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: tokenHashOf(token) };
}

/** The invitation page's address for a token, in the invitation's language. */
export function invitationUrl(appUrl: string, token: string, locale: Locale): string {
  return linkInLanguage(`${appUrl}/invitation?token=${token}`, locale);
}
