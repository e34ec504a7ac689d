import { z } from 'zod';
import { UserType } from './enums';
import { id, isoDateTime, text } from './fields';

/** A user as the API returns it (spec §3 User). */
export const User = z.object({
  id: z.string(),
  authId: z.string().nullable(),
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
  schoolId: z.string().nullable(),
  school: z.object({ name: z.string() }).nullable(),
  emailVerified: z.boolean(),
  emailVerificationLinkSentAt: z.string().nullable(),
});
export type User = z.infer<typeof User>;

export const UserResponse = z.object({ user: User });
export type UserResponse = z.infer<typeof UserResponse>;

export function formatFullAddress(a: {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  zipCode: string;
}): string {
  const street = [a.line1, a.line2].filter((part) => part && part.trim()).join(', ');
  return [street, a.city, `${a.state} ${a.zipCode}`.trim()].filter(Boolean).join(', ');
}

/** Profile fields a person keeps about themselves (spec §3 User; the pending user address). */
export const ProfileFields = z.object({
  firstName: text(100),
  lastName: text(100),
  phone: text(40),
  line1: text(200),
  line2: text(200),
  city: text(100),
  state: text(50),
  zipCode: text(20),
});
export type ProfileFields = z.infer<typeof ProfileFields>;

/**
 * POST /users (spec §7). `type` and `email` are accepted for the spec's payload but never
 * trusted: a new account is always a USER without a school, with the e-mail of its token.
 */
export const CreateUserRequest = ProfileFields.partial().extend({
  authId: id,
  email: text(254).optional(),
  type: text(20).optional(),
});
export type CreateUserRequest = z.infer<typeof CreateUserRequest>;

/** PUT /users/{id}. `type` and `schoolId` are for administrators only; `emailVerified` always comes from the token. */
export const UpdateUserRequest = ProfileFields.partial().extend({
  emailVerificationLinkSentAt: isoDateTime.optional(),
  emailVerified: z.boolean().optional(),
  type: UserType.optional(),
  schoolId: id.nullable().optional(),
});
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;
