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
