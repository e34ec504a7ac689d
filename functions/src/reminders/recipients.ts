import type { Transaction } from 'firebase-admin/firestore';
import { linkInLanguage, type Locale } from '@ssb/contract';
import { addressDigest, recipientId, type ReminderConsentRecordDoc } from '@ssb/documents';
import { isValidLinkSignature, linkSignature, type LinkKeys } from '../lib/signed-link';
import { reminderConsentRecords } from './repository';

// A school's reminders to an address: its request (stored under `recipientIdOf`,
// @ssb/documents) with the records of every consent and withdrawal, and the signed link that
// unsubscribes it.

export { addressDigest, mailboxDigest, recipientId, recipientIdOf } from '@ssb/documents';

/** Keeps one step of an address's consent, in the transaction that takes it: created once, never changed. */
export const recordConsentStep = (tx: Transaction, step: ReminderConsentRecordDoc): void => {
  tx.create(reminderConsentRecords().doc(), step);
};

const UNSUBSCRIBE = 'unsubscribe-reminders';

/**
 * The unsubscribe link of a school's reminders to an address: signed, so only a reminder's
 * recipient has it. A reminder in another language than English names it (`lang`), for the page.
 */
export function unsubscribeUrl(appUrl: string, schoolId: string, email: string, secret: string, locale: Locale): string {
  const digest = addressDigest(email);
  const token = linkSignature(UNSUBSCRIBE, recipientId(schoolId, digest), secret);
  return linkInLanguage(`${appUrl}/api/schools/${encodeURIComponent(schoolId)}/reminders/unsubscribe?recipient=${digest}&token=${token}`, locale);
}

export const isValidUnsubscribeToken = (schoolId: string, digest: string, token: string, keys: string | LinkKeys): boolean =>
  isValidLinkSignature(UNSUBSCRIBE, recipientId(schoolId, digest), token, keys);
