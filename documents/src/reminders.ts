import { createHash } from 'node:crypto';
import { z } from 'zod/mini';
import { DEFAULT_LOCALE, emailKey, LOCALES, mailboxKey } from '@ssb/contract';
import { timestamp } from './fields';

// Who is reminded of a school's closing window is a school and an e-mail address. The family's
// request, its confirmation and its unsubscribing are all kept on one document under an id made
// of the two, so asking again is the same document, and the links e-mailed name the address by
// its digest only. Every step is also kept, as it was, in the consent records: nothing is deleted.

const digestOf = (key: string): string => createHash('sha256').update(key).digest('hex').slice(0, 32);

/** An address's digest, whatever its case and surrounding spaces. */
export const addressDigest = (email: string): string => digestOf(emailKey(email));

/** The digest of the mailbox an address reaches (`mailboxKey`): its spellings with a +tag, or Gmail's dots, share it. */
export const mailboxDigest = (email: string): string => digestOf(mailboxKey(email));

/** The id of a school's request for the address with this digest. */
export const recipientId = (schoolId: string, digest: string): string => `${schoolId}_${digest}`;

export const recipientIdOf = (schoolId: string, email: string): string => recipientId(schoolId, addressDigest(email));

/** Pending until the mailbox's owner presses the confirmation's button; only then reminded, until unsubscribed. */
export const reminderStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type ReminderStatus = (typeof reminderStatuses)[number];

/** A step someone took, as it was shown to them: when, from which client address, in which words. */
const consentStep = z.object({
  /** The words shown: the shop's checkbox, the confirmation page or the unsubscribe page. */
  text: z.string(),
  at: timestamp,
  /** The client address the API read from X-Forwarded-For (http/client-address.ts). */
  clientAddress: z.string(),
});

/**
 * A family's request for reminders before a school's ordering window closes, under
 * `recipientIdOf(school, email)`. The consent is kept as it was given; the latest confirmation
 * and unsubscribing beside it (every one of them is a consent record too).
 */
export const ReminderRequestDoc = z.object({
  schoolId: z.string(),
  /** The address as the family typed it (trimmed): where the reminders go. */
  email: z.string(),
  emailKey: z.string(),
  /**
   * Only `confirmed` requests are reminded. Requests kept before the confirmation was asked for
   * have none, and read as pending: nobody confirmed them.
   */
  status: z._default(z.enum(reminderStatuses), 'pending'),
  /** The first request: the words of the shop's checkbox, when, from where. */
  consent: consentStep,
  /** The latest confirmation, by whoever holds the mailbox (the link went there). */
  confirmation: z.optional(z.extend(consentStep, { email: z.string() })),
  /** The latest unsubscribing. */
  withdrawal: z.optional(consentStep),
  /** The language the family asked (or confirmed) in: its reminders speak it. Older requests are English. */
  locale: z._default(z.enum(LOCALES), DEFAULT_LOCALE),
  createdAt: timestamp,
});
export type ReminderRequestDoc = z.infer<typeof ReminderRequestDoc>;

export const reminderConsentEvents = ['requested', 'confirmed', 'unsubscribed'] as const;

/**
 * One step of an address's consent to a school's reminders, created once and never changed:
 * the request that e-mailed a confirmation, the confirmation, the unsubscribing. An address that
 * unsubscribed with a link from before requests were kept has records and no request.
 */
export const ReminderConsentRecordDoc = z.extend(consentStep, {
  schoolId: z.string(),
  /** The request's id (`recipientIdOf`), whether or not a request is stored. */
  recipient: z.string(),
  event: z.enum(reminderConsentEvents),
  /** The address, where it is known (an unsubscribe link names only its digest). */
  email: z.nullable(z.string()),
  /** The language the words were shown in. */
  locale: z.enum(LOCALES),
});
export type ReminderConsentRecordDoc = z.infer<typeof ReminderConsentRecordDoc>;
