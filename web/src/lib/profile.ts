import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@ssb/contract';
import { z } from 'zod/mini';
import { api, ApiError } from './api-client';

/**
 * GET /api/users/profile → `{ user }`: the signed-in account's own profile.
 *
 * The API answers with the contract's `User`; the app shell reads the part it needs with
 * zod/mini, which keeps zod's full API (~16 kB gzip) out of the bundle every route loads.
 */
export const profileSchema = z.object({
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

/** The profile, or null when the account has none yet (404). */
export async function getProfile(): Promise<Profile | null> {
  try {
    return profileResponseSchema.parse(await api.get('/users/profile')).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The signed-in account a profile belongs to. */
export interface ProfileOwner {
  uid: string;
  email: string | null;
}

/**
 * Spec §4 Profile creation: the account's profile, created as type USER from the pending
 * user address when the account has none yet (see create-profile.ts, loaded only then).
 */
export async function getOrCreateProfile(owner: ProfileOwner): Promise<Profile | null> {
  const existing = await getProfile();
  if (existing) return existing;
  const { createOwnProfile } = await import('./create-profile');
  return createOwnProfile(owner, { parse: (body) => profileResponseSchema.parse(body).user, read: getProfile });
}

export const profileQueryKey = (uid: string | null) => ['profile', uid] as const;

/** The signed-in account's profile (created on first use); idle while signed out (owner null). */
export function profileQueryOptions(owner: ProfileOwner | null) {
  return queryOptions({
    queryKey: profileQueryKey(owner?.uid ?? null),
    queryFn: () => (owner ? getOrCreateProfile(owner) : null),
    enabled: owner !== null,
    staleTime: 5 * 60_000,
  });
}

/** The profile of the signed-in account `owner`; idle while signed out (owner null). */
export function useProfile(owner: ProfileOwner | null) {
  return useQuery(profileQueryOptions(owner));
}
