import { z } from 'zod';
import { UserType } from './enums';

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

const field = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** Profile fields a person keeps about themselves (spec §3 User; the pending user address). */
export const ProfileFields = z.object({
  firstName: field(100),
  lastName: field(100),
  phone: field(40),
  line1: field(200),
  line2: field(200),
  city: field(100),
  state: field(50),
  zipCode: field(20),
});
export type ProfileFields = z.infer<typeof ProfileFields>;

/**
 * POST /users (spec §7). `type` and `email` are accepted for the spec's payload but never
 * trusted: a new account is always a USER without a school, with the e-mail of its token.
 */
export const CreateUserRequest = ProfileFields.partial().extend({
  authId: z.string().min(1).max(128),
  email: z.string().max(254).optional(),
  type: z.string().max(20).optional(),
});
export type CreateUserRequest = z.infer<typeof CreateUserRequest>;

/** PUT /users/{id}. `type` and `schoolId` are for administrators only; `emailVerified` always comes from the token. */
export const UpdateUserRequest = ProfileFields.partial().extend({
  emailVerificationLinkSentAt: z.iso.datetime().optional(),
  emailVerified: z.boolean().optional(),
  type: UserType.optional(),
  schoolId: z.string().min(1).max(128).nullable().optional(),
});
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;
