import { z } from 'zod/mini';
import { timestamp } from './fields';

/** What an e-mail to a family announces: one for each step of an order they are told about. */
export const familyNewsKinds = ['confirmed', 'paymentFailed', 'preparing', 'ready', 'cancelled'] as const;
export const FamilyNewsKind = z.enum(familyNewsKinds);
export type FamilyNewsKind = z.infer<typeof FamilyNewsKind>;

/**
 * One e-mail, in the format of Firebase's Trigger Email extension (firestore-send-email): `to`,
 * `message` and `headers` are what it sends; it adds `delivery` (its state, attempts, errors)
 * as it works, which nothing here reads. Written in the transaction of the change it announces,
 * under an id made from that change, with create(): a change is announced once or not at all.
 * The collection is the extension's MAIL_COLLECTION (extensions/firestore-send-email.env).
 */
export const MailDoc = z.object({
  to: z.string(),
  message: z.object({ subject: z.string(), text: z.string(), html: z.string() }),
  /** Extra headers, as the extension passes them to nodemailer. */
  headers: z.optional(z.record(z.string(), z.string())),
  kind: FamilyNewsKind,
  /** The orders it is about: the boxes of one checkout that moved together. */
  orderIds: z.array(z.string()),
  createdAt: timestamp,
});
export type MailDoc = z.infer<typeof MailDoc>;
