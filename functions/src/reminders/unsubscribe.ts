import { Timestamp } from 'firebase-admin/firestore';
import type { Locale } from '@ssb/contract';
import { forbidden } from '../http/errors';
import { db } from '../lib/firebase';
import { inLanguage } from '../language';
import type { LinkKeys } from '../lib/signed-link';
import { unsubscribeTexts } from '../mail/texts';
import { existingSchool } from '../schools/representatives';
import { isValidUnsubscribeToken, recordConsentStep, recipientId } from './recipients';
import { reminderRequests } from './repository';

export interface UnsubscribeLink {
  schoolId: string;
  /** The address's digest the link names. */
  recipient: string;
  token: string;
}

/** The school a valid unsubscribe link is about; 403 for a link the server did not sign, 404 for a school that is gone. */
export async function unsubscribeLinkSchool(link: UnsubscribeLink, keys: LinkKeys): Promise<{ name: string }> {
  if (!isValidUnsubscribeToken(link.schoolId, link.recipient, link.token, keys)) throw forbidden('This unsubscribe link is not valid');
  return existingSchool(link.schoolId);
}

/**
 * The reminders' one-click unsubscribe (RFC 8058): the address gets no more reminders for the
 * school. Its request is kept, marked unsubscribed with the withdrawal (when, from which client
 * address, the words of the page, in its `locale`), and the withdrawal is a consent record of its
 * own, which is all there is for an address reminded before requests were confirmed and kept
 * (after a failed checkout). Only the owner's confirmation lifts it, never a new request. Doing
 * it again changes nothing.
 */
export async function unsubscribe(link: UnsubscribeLink, keys: LinkKeys, clientAddress: string, locale: Locale, now = new Date()): Promise<{ name: string }> {
  const school = await unsubscribeLinkSchool(link, keys);
  const id = recipientId(link.schoolId, link.recipient);
  const ref = reminderRequests().doc(id);
  const step = { text: inLanguage(locale, () => unsubscribeTexts.confirmText({ school: school.name })), at: Timestamp.fromDate(now), clientAddress };
  await db().runTransaction(async (tx) => {
    const request = (await tx.get(ref)).data();
    if (request?.status === 'unsubscribed') return;
    if (request) tx.update(ref, { status: 'unsubscribed', withdrawal: step });
    recordConsentStep(tx, { ...step, schoolId: link.schoolId, recipient: id, event: 'unsubscribed', email: request?.email ?? null, locale });
  });
  return school;
}
