import { Timestamp } from 'firebase-admin/firestore';
import { forbidden } from '../http/errors';
import { db } from '../lib/firebase';
import type { LinkKeys } from '../lib/signed-link';
import { existingSchool } from '../schools/representatives';
import { isValidUnsubscribeToken, recipientId, reminderOptOuts, reminderRequests } from './recipients';

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
 * school, whether it asked for them or was reminded after a failed checkout. Its request is
 * deleted and an opt-out kept in its place, in one write. Doing it again keeps it unsubscribed.
 */
export async function unsubscribe(link: UnsubscribeLink, keys: LinkKeys): Promise<{ name: string }> {
  const school = await unsubscribeLinkSchool(link, keys);
  const id = recipientId(link.schoolId, link.recipient);
  const batch = db().batch();
  batch.set(reminderOptOuts().doc(id), { schoolId: link.schoolId, at: Timestamp.now() });
  batch.delete(reminderRequests().doc(id));
  await batch.commit();
  return school;
}
