import { z } from 'zod/mini';
import { UserType } from './enums';

// Apart from the request schemas of users.ts: the app shell reads a profile with these alone.

/** A user as the API returns it (docs/product.md §3 User). */
export const User = z.object({
  id: z.string(),
  authId: z.nullable(z.string()),
  email: z.string(),
  type: UserType,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  fullAddress: z.string(),
  schoolId: z.nullable(z.string()),
  school: z.nullable(z.object({ name: z.string() })),
  emailVerified: z.boolean(),
  emailVerificationLinkSentAt: z.nullable(z.string()),
  /** A school representative's daily e-mail of the school's new paid orders (on unless they turned it off). */
  dailyDigest: z.boolean(),
});
export type User = z.infer<typeof User>;

export const UserResponse = z.object({ user: User });
export type UserResponse = z.infer<typeof UserResponse>;
