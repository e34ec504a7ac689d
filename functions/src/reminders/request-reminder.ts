import { Timestamp } from 'firebase-admin/firestore';
import { currentLocale, emailKey, reminderMessages, reminderRefusal, type ReminderRequest, type ReminderResponse } from '@ssb/contract';
import { mailTimes, type MailDoc } from '@ssb/documents';
import { appUrl, mailLinkKeys } from '../config';
import { conflict, notFound } from '../http/errors';
import { mailCollection } from '../mail/repository';
import { db } from '../lib/firebase';
import { renderReminderConfirmationMail } from '../mail/reminder-confirmation';
import { findSchool } from '../schools/repository';
import { CONFIRM_LINK_DAYS, confirmUrl } from './confirm-link';
import { mailboxDigest, recordConsentStep, recipientIdOf } from './recipients';
import { reminderRequests } from './repository';

/**
 * The confirmation e-mail of a school's reminders to a mailbox on a day (UTC): one id however the
 * address is spelt (`mailboxKey`), so `pat+1@`, `pat+2@` and `Pat@` get one e-mail a day between them.
 */
const confirmationMailId = (schoolId: string, email: string, now: Date) =>
  `reminderConfirmation-${schoolId}-${now.toISOString().slice(0, 10)}-${mailboxDigest(email)}`;

/**
 * POST /schools/{id}/reminders: a family asks to be e-mailed before the school's ordering window
 * closes. Only while the window has not closed (409 without a window or after it). The request is
 * kept pending, with its consent as the words the shop shows, when and from which client
 * address, and one e-mail asks the mailbox to confirm it (confirm-reminders.ts); nothing else is
 * sent to it until then. The same address again is the same request, answered alike (nobody
 * learns whether an address asked or confirmed): it writes nothing more, but on a later day, while
 * not confirmed, the confirmation e-mail again, with the request's consent record. A request for
 * an address that unsubscribed keeps it unsubscribed: only its owner's confirmation lifts that.
 */
export async function requestReminder(schoolId: string, body: ReminderRequest, clientAddress: string, now = new Date()): Promise<ReminderResponse> {
  const school = await findSchool(schoolId);
  if (!school) throw notFound('School not found');
  const refusal = reminderRefusal(school, now);
  if (refusal) throw conflict(refusal);
  const id = recipientIdOf(schoolId, body.email);
  const locale = currentLocale();
  const consent = { text: reminderMessages.consent({ school: school.name }), at: Timestamp.fromDate(now), clientAddress };
  const requestRef = reminderRequests().doc(id);
  const mailRef = mailCollection().doc(confirmationMailId(schoolId, body.email, now));
  await db().runTransaction(async (tx) => {
    const [request, askedToday] = await Promise.all([tx.get(requestRef), tx.get(mailRef)]);
    const known = request.data();
    const asks = known?.status !== 'confirmed' && !askedToday.exists;
    if (known && !asks) return;
    if (!known) {
      tx.create(requestRef, { schoolId, email: body.email, emailKey: emailKey(body.email), status: 'pending', consent, locale, createdAt: consent.at });
    }
    recordConsentStep(tx, { ...consent, schoolId, recipient: id, event: 'requested', email: body.email, locale });
    if (!asks) return;
    const mail: MailDoc = {
      to: body.email,
      message: renderReminderConfirmationMail({
        school: school.name,
        // A window that has not closed has its last day (reminderRefusal).
        closesOn: school.orderingClosesOn!,
        confirmUrl: confirmUrl(appUrl(), schoolId, body.email, mailLinkKeys().current, locale, now),
        linkDays: CONFIRM_LINK_DAYS,
        locale,
      }),
      kind: 'reminderConfirmation',
      orderIds: [],
      schoolId,
      ...mailTimes(consent.at),
    };
    tx.create(mailRef, mail);
  });
  return { reminder: { schoolId, email: body.email } };
}
