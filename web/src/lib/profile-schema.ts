import type { User } from '@ssb/contract';
import { z } from 'zod/mini';

/**
 * GET /api/users/profile → `{ user }`: the signed-in account's own profile.
 *
 * The API answers with the contract's `User`; the app shell reads the part it needs with
 * zod/mini, which keeps zod's full API (~16 kB gzip) out of the bundle every route loads.
 */
const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  type: z.enum(['ADMIN', 'USER', 'GUEST']),
  schoolId: z.nullish(z.string()),
  school: z.nullish(z.object({ name: z.string() })),
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  phone: z.nullish(z.string()),
  line1: z.nullish(z.string()),
  line2: z.nullish(z.string()),
  city: z.nullish(z.string()),
  state: z.nullish(z.string()),
  zipCode: z.nullish(z.string()),
  fullAddress: z.nullish(z.string()),
  emailVerified: z.boolean(),
  emailVerificationLinkSentAt: z.nullish(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

type Assert<T extends true> = T;
/** Compile-time check that every contract `User` is a valid `Profile`. */
export type ContractUserIsAProfile = Assert<User extends Profile ? true : false>;

export const profileResponseSchema = z.object({ user: profileSchema });

/** The signed-in account a profile belongs to. */
export interface ProfileOwner {
  uid: string;
  email: string | null;
}
