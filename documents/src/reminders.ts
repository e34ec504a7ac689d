import { createHash } from 'node:crypto';
import { z } from 'zod/mini';
import { DEFAULT_LOCALE, emailKey, LOCALES } from '@ssb/contract';
import { timestamp } from './fields';

// Who is reminded of a school's closing window is a school and an e-mail address. The family's
// request and its unsubscribing are both stored under an id made of the two, so asking again is
// the same document, and the unsubscribe link names the address by its digest only.

/** An address's digest, whatever its case and surrounding spaces. */
export const addressDigest = (email: string): string => createHash('sha256').update(emailKey(email)).digest('hex').slice(0, 32);

/** The id of a school's request and opt-out for the address with this digest. */
export const recipientId = (schoolId: string, digest: string): string => `${schoolId}_${digest}`;

export const recipientIdOf = (schoolId: string, email: string): string => recipientId(schoolId, addressDigest(email));

/**
 * A family's request for reminders before a school's ordering window closes, under
 * `recipientIdOf(school, email)`. The consent is kept as it was given.
 */
export const ReminderRequestDoc = z.object({
  schoolId: z.string(),
  /** The address as the family typed it (trimmed): where the reminders go. */
  email: z.string(),
  emailKey: z.string(),
  consent: z.object({
    /** The words the family agreed to, as the shop showed them. */
    text: z.string(),
    at: timestamp,
    /** The client address the API read from X-Forwarded-For (http/client-address.ts). */
    clientAddress: z.string(),
  }),
  /** The language the family asked in: its reminders speak it. Older requests are English. */
  locale: z._default(z.enum(LOCALES), DEFAULT_LOCALE),
  createdAt: timestamp,
});
export type ReminderRequestDoc = z.infer<typeof ReminderRequestDoc>;

/**
 * An address that unsubscribed from a school's reminders (same id as its request, which the
 * unsubscribe deletes): it covers the families reminded after a failed checkout too, who never
 * asked. A new request, with new consent, removes it.
 */
export const ReminderOptOutDoc = z.object({
  schoolId: z.string(),
  at: timestamp,
});
export type ReminderOptOutDoc = z.infer<typeof ReminderOptOutDoc>;
