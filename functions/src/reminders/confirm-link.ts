import { linkInLanguage, type Locale } from '@ssb/contract';
import { addressDigest, recipientId } from '@ssb/documents';
import { isValidLinkSignature, linkSignature, type LinkKeys } from '../lib/signed-link';

// The link of the e-mail that confirms a request for reminders. It names the school, the address
// by its digest and the second it stops working, all under one signature: only the mailbox the
// request named was sent one, a changed expiry is another subject, and a week later it is spent.

const CONFIRM = 'confirm-reminders';

/** How long a confirmation link works: long enough to find the e-mail, short enough that an old one is spent. */
export const CONFIRM_LINK_DAYS = 7;

const DAY_SECONDS = 24 * 60 * 60;

export interface ConfirmLink {
  schoolId: string;
  /** The address's digest. */
  recipient: string;
  /** When the link stops working, in seconds since 1970 (UTC). */
  expires: number;
  token: string;
}

const subjectOf = (schoolId: string, digest: string, expires: number) => `${recipientId(schoolId, digest)}:${expires}`;

/** The link's path and query, which the page's form posts back to; a language other than English is named for the page (unsigned: it only picks words). */
export function confirmPath(link: ConfirmLink, locale: Locale): string {
  return linkInLanguage(
    `/api/schools/${encodeURIComponent(link.schoolId)}/reminders/confirm?recipient=${link.recipient}&expires=${link.expires}&token=${link.token}`,
    locale,
  );
}

/** The confirmation link for a school's reminders to `email`, working for CONFIRM_LINK_DAYS from `now`. */
export function confirmUrl(appUrl: string, schoolId: string, email: string, secret: string, locale: Locale, now: Date): string {
  const recipient = addressDigest(email);
  const expires = Math.floor(now.getTime() / 1000) + CONFIRM_LINK_DAYS * DAY_SECONDS;
  const token = linkSignature(CONFIRM, subjectOf(schoolId, recipient, expires), secret);
  return `${appUrl}${confirmPath({ schoolId, recipient, expires, token }, locale)}`;
}

/** Whether the server signed this link, and if so whether it still works at `now`. */
export function confirmLinkState(link: ConfirmLink, keys: string | LinkKeys, now: Date): 'forged' | 'expired' | 'valid' {
  if (!isValidLinkSignature(CONFIRM, subjectOf(link.schoolId, link.recipient, link.expires), link.token, keys, now)) return 'forged';
  return now.getTime() >= link.expires * 1000 ? 'expired' : 'valid';
}
