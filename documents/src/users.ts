import { z } from 'zod/mini';
import { UserType } from '@ssb/contract';
import { timestamp } from './fields';

/** A users document; accounts use the Firebase uid as id, guests get their own ids. */
export const UserDoc = z.object({
  authId: z.nullable(z.string()),
  email: z.string(),
  /**
   * Lower-cased e-mail: the key guest checkout and lookups search on. Written together with
   * `emailVerified`, from one token, so the pair always describes one moment.
   */
  emailKey: z.string(),
  type: UserType,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  schoolId: z.nullable(z.string()),
  emailVerified: z.boolean(),
  emailVerificationLinkSentAt: z.nullable(timestamp),
  /**
   * Moves with every change of `type` or `schoolId`, in the same transaction, so the role
   * claims set after it can tell whether a later change overtook them (functions/src/users/claims.ts).
   * Absent on documents written before it: version 0.
   */
  claimsVersion: z.optional(z.number()),
  /** A representative's daily e-mail of its school's new paid orders; false once they turn it off in the school dashboard. */
  dailyDigest: z._default(z.boolean(), true),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type UserDoc = z.infer<typeof UserDoc>;
