import { DEFAULT_LOCALE, type Locale } from '@ssb/contract';
import { addressDigest, recipientId } from '@ssb/documents';
import { collection } from '../lib/collections';
import { isValidLinkSignature, linkSignature, type LinkKeys } from '../lib/signed-link';

// A school's reminders to an address: its request and its opt-out (stored under
// `recipientIdOf`, @ssb/documents), and the signed link that unsubscribes it.

export { addressDigest, recipientId, recipientIdOf } from '@ssb/documents';

export const reminderRequests = collection.reminderRequests;
export const reminderOptOuts = collection.reminderOptOuts;

const UNSUBSCRIBE = 'unsubscribe-reminders';

/**
 * The unsubscribe link of a school's reminders to an address: signed, so only a reminder's
 * recipient has it. A reminder in another language than English names it (`lang`), for the page.
 */
export function unsubscribeUrl(appUrl: string, schoolId: string, email: string, secret: string, locale: Locale): string {
  const digest = addressDigest(email);
  const token = linkSignature(UNSUBSCRIBE, recipientId(schoolId, digest), secret);
  const lang = locale === DEFAULT_LOCALE ? '' : `&lang=${locale}`;
  return `${appUrl}/api/schools/${encodeURIComponent(schoolId)}/reminders/unsubscribe?recipient=${digest}&token=${token}${lang}`;
}

export const isValidUnsubscribeToken = (schoolId: string, digest: string, token: string, keys: string | LinkKeys): boolean =>
  isValidLinkSignature(UNSUBSCRIBE, recipientId(schoolId, digest), token, keys);
