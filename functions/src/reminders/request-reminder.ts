import { Timestamp } from 'firebase-admin/firestore';
import { currentLocale, emailKey, reminderMessages, reminderRefusal, type ReminderRequest, type ReminderResponse } from '@ssb/contract';
import { conflict, notFound } from '../http/errors';
import { db, isAlreadyExists } from '../lib/firebase';
import { findSchool } from '../schools/repository';
import { recipientIdOf, reminderOptOuts, reminderRequests } from './recipients';

/**
 * POST /schools/{id}/reminders: a family asks to be e-mailed before the school's ordering window
 * closes (the mail jobs send the reminders). Only while the window has not closed (409 without a
 * window or after it). The consent is recorded as the words the shop shows, when, and from which
 * client address. The same address again is the same request: answered alike, written once; a
 * request after unsubscribing is new consent, and lifts the opt-out.
 */
export async function requestReminder(schoolId: string, body: ReminderRequest, clientAddress: string, now = new Date()): Promise<ReminderResponse> {
  const school = await findSchool(schoolId);
  if (!school) throw notFound('School not found');
  const refusal = reminderRefusal(school, now);
  if (refusal) throw conflict(refusal);
  const id = recipientIdOf(schoolId, body.email);
  const at = Timestamp.fromDate(now);
  const batch = db().batch();
  batch.create(reminderRequests().doc(id), {
    schoolId,
    email: body.email,
    emailKey: emailKey(body.email),
    consent: { text: reminderMessages.consent({ school: school.name }), at, clientAddress },
    locale: currentLocale(),
    createdAt: at,
  });
  // A request and an opt-out of one address never stand together: the unsubscribe deletes the request.
  batch.delete(reminderOptOuts().doc(id));
  try {
    await batch.commit();
  } catch (err) {
    if (!isAlreadyExists(err)) throw err;
  }
  return { reminder: { schoolId, email: body.email } };
}
