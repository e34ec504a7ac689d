import { z } from 'zod/mini';
import { AddressFields } from './address';
import { UserType } from './enums';
import { id, text } from './fields';
import { PROFILE_MAX_LENGTH } from './limits';
import { requestMessages } from './request-messages';

export { formatFullAddress } from './full-address';

const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

/** An ISO date-time inside the years this product can mean (Firestore itself stops at 0001 and 9999). */
const isoDateTime = z.iso.datetime().check(
  z.refine(
    (value) => {
      const time = Date.parse(value);
      return time >= EARLIEST && time < LATEST;
    },
    { error: () => requestMessages.dateRange },
  ),
);

/** Profile fields a person keeps about themselves (docs/product.md §3 User; the pending user address). */
export const ProfileFields = z.extend(AddressFields, {
  firstName: text(PROFILE_MAX_LENGTH.firstName),
  lastName: text(PROFILE_MAX_LENGTH.lastName),
  phone: text(PROFILE_MAX_LENGTH.phone),
});
export type ProfileFields = z.infer<typeof ProfileFields>;

/**
 * POST /users (docs/product.md §7). `type` and `email` are accepted for the spec's payload but never
 * trusted: a new account is always a USER without a school, with the e-mail of its token.
 */
export const CreateUserRequest = z.extend(z.partial(ProfileFields), {
  authId: id,
  email: z.optional(text(254)),
  type: z.optional(text(20)),
});
export type CreateUserRequest = z.infer<typeof CreateUserRequest>;

/** PUT /users/{id}. `type` and `schoolId` are for administrators only; `emailVerified` always comes from the token. */
export const UpdateUserRequest = z.extend(z.partial(ProfileFields), {
  emailVerificationLinkSentAt: z.optional(isoDateTime),
  emailVerified: z.optional(z.boolean()),
  type: z.optional(UserType),
  schoolId: z.optional(z.nullable(id)),
});
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

/** GET /users/auth/{authId}: a profile by the identity service's account id. */
export const AuthIdParam = z.object({ authId: id });

/** PUT /users/profile/daily-digest: a representative turns its own daily e-mail of new paid orders on or off. */
export const DailyDigestRequest = z.object({ dailyDigest: z.boolean() });
export type DailyDigestRequest = z.infer<typeof DailyDigestRequest>;

/** A child a signed-in family has ordered for, offered back in the order form (GET /users/profile/children). */
export const RememberedChild = z.object({
  firstName: z.string(),
  lastName: z.string(),
  /** The school of the latest order for them. */
  schoolId: z.string(),
  schoolName: z.string(),
  /** When their newest live order at that school was placed (ISO 8601); null when every order there failed or was cancelled. */
  lastOrderedAt: z.nullable(z.string()),
  /**
   * Their grade now (-1 Pre-K, 0 Kindergarten, 1–12): their latest order's list's, one up for each
   * school year started since it was placed; absent when the list names no grade.
   */
  grade: z.optional(z.number().check(z.int())),
});
export type RememberedChild = z.infer<typeof RememberedChild>;
export const RememberedChildrenResponse = z.object({ children: z.array(RememberedChild) });
export type RememberedChildrenResponse = z.infer<typeof RememberedChildrenResponse>;
