import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod/mini';
import { timestamp } from './fields';

/** What an e-mail to a family announces: one for each step of an order they are told about. */
export const familyNewsKinds = ['confirmed', 'paymentFailed', 'preparing', 'ready', 'cancelled'] as const;
export const FamilyNewsKind = z.enum(familyNewsKinds);
export type FamilyNewsKind = z.infer<typeof FamilyNewsKind>;

/**
 * Every kind of e-mail: the family's news, the question that confirms a request for reminders,
 * the reminder before a window closes, the representatives' daily digest, the administrators'
 * word that a list waits for review, an administrator's invitation to represent a school, and
 * a school's request to a teacher for a grade's list.
 */
export const mailKinds = [
  ...familyNewsKinds,
  'reminderConfirmation',
  'closingReminder',
  'dailyDigest',
  'reviewRequest',
  'reviewPublished',
  'reviewSentBack',
  'invitation',
  'backorder',
  'listRequest',
  'deliveryDate',
  'tracking',
  'shipped',
  'atSchool',
  'shipmentDiscrepancy',
] as const;
export const MailKind = z.enum(mailKinds);
export type MailKind = z.infer<typeof MailKind>;

/**
 * One e-mail, in the format of Firebase's Trigger Email extension (firestore-send-email): `to`,
 * `message` and `headers` are what it sends; it adds `delivery` (its state, attempts, errors)
 * as it works, which an order's page shows. Written in the transaction of the change it announces,
 * under an id made from that change, with create(): a change is announced once or not at all.
 * Reminders and digests are written by the scheduled mail jobs, under ids made from the person,
 * the school and the day or window, also with create(): each is sent once however often the jobs run.
 * The collection is the extension's MAIL_COLLECTION (extensions/firestore-send-email.env).
 * Every document expires (`expireAt`, a TTL policy in firestore.indexes.json).
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
  /**
   * What the sender reports as it works (the extension in production, local/mail/sender.ts
   * locally): its state (PENDING, PROCESSING, RETRY, SUCCESS, ERROR), when it last ended an
   * attempt and why one failed. Written by the sender alone; an order's page reads it.
   */
  delivery: z.optional(z.object({ state: z.string(), endTime: z.optional(z.nullable(timestamp)), error: z.optional(z.nullable(z.string())) })),
  createdAt: timestamp,
  /** When it expires (Firestore's TTL policy deletes it after, typically within a day): `MAIL_RETENTION_DAYS` after `createdAt`. Required, so no writer forgets it. */
  expireAt: timestamp,
});
export type MailDoc = z.infer<typeof MailDoc>;

/**
 * How long an e-mail document is kept: 90 days. Long enough to answer a family's "I never got
 * the e-mail" from its delivery record (what the SMTP server answered); short enough not to keep
 * children's names, home addresses and what was bought in e-mail bodies for ever. The orders
 * keep what the business needs.
 */
export const MAIL_RETENTION_DAYS = 90;

/** A new e-mail document's times: written at `createdAt`, expiring `MAIL_RETENTION_DAYS` later. */
export const mailTimes = (createdAt: Timestamp): Pick<MailDoc, 'createdAt' | 'expireAt'> => ({
  createdAt,
  expireAt: Timestamp.fromMillis(createdAt.toMillis() + MAIL_RETENTION_DAYS * 24 * 60 * 60 * 1000),
});
