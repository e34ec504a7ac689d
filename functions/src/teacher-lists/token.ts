import { linkInLanguage, type Locale } from '@ssb/contract';
import { checkExpiringLinkToken, expiringLinkToken, type LinkKeys } from '../lib/signed-link';

// The request's e-mail carries this token: only the teacher it went to can send the list (no
// account is needed), and a token of one request opens no other. It signs its expiry, 30 days
// after the request, so the link cannot be made to last longer.

const PURPOSE = 'teacher-list';

export const TEACHER_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const teacherLinkExpiry = (now: Date): Date => new Date(now.getTime() + TEACHER_LINK_DAYS * DAY_MS);

export const teacherListToken = (requestId: string, keys: LinkKeys, expiresAt: Date): string => expiringLinkToken(PURPOSE, requestId, keys.current, expiresAt);

export const checkTeacherListToken = (requestId: string, token: string, keys: LinkKeys, now = new Date()) =>
  checkExpiringLinkToken(PURPOSE, requestId, token, keys, now);

/** The teacher's page, in the language the request was made in. */
export const teacherListUrl = (appUrl: string, requestId: string, token: string, locale: Locale): string =>
  linkInLanguage(`${appUrl}/teacher-list?${new URLSearchParams({ request: requestId, token }).toString()}`, locale);
