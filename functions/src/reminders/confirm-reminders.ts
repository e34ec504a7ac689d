import { Timestamp } from 'firebase-admin/firestore';
import type { Locale } from '@ssb/contract';
import type { SchoolDoc } from '@ssb/documents';
import { forbidden } from '../http/errors';
import { db } from '../lib/firebase';
import type { LinkKeys } from '../lib/signed-link';
import { inLanguage } from '../language';
import { confirmationTexts } from '../mail/texts';
import { existingSchool } from '../schools/representatives';
import { API_TEXTS } from '../texts';
import { confirmLinkState, type ConfirmLink } from './confirm-link';
import { recordConsentStep, recipientId } from './recipients';
import { reminderRequests } from './repository';

/** What a confirmation link opens: its school, and whether the link's time is up. */
export interface OpenedConfirmLink {
  school: SchoolDoc;
  expired: boolean;
}

/** The school a confirmation link is about; 403 for a link the server did not sign, 404 for a school that is gone. */
export async function openConfirmLink(link: ConfirmLink, keys: string | LinkKeys, now = new Date()): Promise<OpenedConfirmLink> {
  const state = confirmLinkState(link, keys, now);
  if (state === 'forged') throw forbidden(API_TEXTS.access.confirmLink);
  return { school: await existingSchool(link.schoolId), expired: state === 'expired' };
}

/**
 * The confirmation page's button (double opt-in): the request its link names is confirmed, and
 * the mail jobs remind the address from now on, in the language of the page (`locale`). Kept
 * with it and in the consent records: the address, when, from which client address, and the
 * page's words. A request that unsubscribed is confirmed again: the link reached its mailbox, and
 * someone there pressed the button. Pressing it again changes nothing; an expired link, nothing.
 */
export async function confirmReminders(
  link: ConfirmLink,
  keys: string | LinkKeys,
  clientAddress: string,
  locale: Locale,
  now = new Date(),
): Promise<OpenedConfirmLink> {
  const opened = await openConfirmLink(link, keys, now);
  if (opened.expired) return opened;
  const id = recipientId(link.schoolId, link.recipient);
  const ref = reminderRequests().doc(id);
  const text = inLanguage(locale, () => confirmationTexts.page.confirmText({ school: opened.school.name }));
  const step = { text, at: Timestamp.fromDate(now), clientAddress };
  await db().runTransaction(async (tx) => {
    const request = (await tx.get(ref)).data();
    // Signed for a request that is no longer stored: there is nothing to confirm.
    if (!request) throw forbidden(API_TEXTS.access.confirmLink);
    if (request.status === 'confirmed') return;
    tx.update(ref, { status: 'confirmed', confirmation: { ...step, email: request.email }, locale });
    recordConsentStep(tx, { ...step, schoolId: link.schoolId, recipient: id, event: 'confirmed', email: request.email, locale });
  });
  return opened;
}
