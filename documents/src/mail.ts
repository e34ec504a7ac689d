import { z } from 'zod/mini';
import { timestamp } from './fields';

/** What an e-mail to a family announces: one for each step of an order they are told about. */
export const familyNewsKinds = ['confirmed', 'paymentFailed', 'preparing', 'ready', 'cancelled'] as const;
export const FamilyNewsKind = z.enum(familyNewsKinds);
export type FamilyNewsKind = z.infer<typeof FamilyNewsKind>;

/**
 * Every kind of e-mail: the family's news, the question that confirms a request for reminders,
 * the reminder before a window closes, the representatives' daily digest, the administrators'
 * word that a list waits for review, and an administrator's invitation to represent a school.
 */
export const mailKinds = [...familyNewsKinds, 'reminderConfirmation', 'closingReminder', 'dailyDigest', 'reviewRequest', 'invitation'] as const;
export const MailKind = z.enum(mailKinds);
export type MailKind = z.infer<typeof MailKind>;

/**
 * One e-mail, in the format of Firebase's Trigger Email extension (firestore-send-email): `to`,
 * `message` and `headers` are what it sends; it adds `delivery` (its state, attempts, errors)
 * as it works, which nothing here reads. Written in the transaction of the change it announces,
 * under an id made from that change, with create(): a change is announced once or not at all.
 * Reminders and digests are written by the scheduled mail jobs, under ids made from the person,
 * the school and the day or window, also with create(): each is sent once however often the jobs run.
 * The collection is the extension's MAIL_COLLECTION (extensions/firestore-send-email.env).
 */
export const MailDoc = z.object({
  to: z.string(),
  message: z.object({ subject: z.string(), text: z.string(), html: z.string() }),
  /** Extra headers, as the extension passes them to nodemailer (a reminder's List-Unsubscribe). */
  headers: z.optional(z.record(z.string(), z.string())),
  kind: MailKind,
  /** The orders it is about: the boxes of one checkout that moved together; none for a reminder or a digest. */
  orderIds: z.array(z.string()),
  /** The school a reminder (or its confirmation), a digest, a review request or an invitation is about. */
  schoolId: z.optional(z.string()),
  /** The list a review request is about. */
  supplyListId: z.optional(z.string()),
  createdAt: timestamp,
});
export type MailDoc = z.infer<typeof MailDoc>;
