import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, routePath } from '../api/api-client';
import { profileResponseSchema, type Profile, type ProfileOwner } from './profile-schema';

export type { Profile, ProfileOwner } from './profile-schema';
export { profileResponseSchema } from './profile-schema';

/** The profile, or null when the account has none yet (404). */
export async function getProfile(): Promise<Profile | null> {
  try {
    return profileResponseSchema.parse(await api.get(routePath('GET /users/profile'))).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * docs/product.md §4 Profile creation: the account's profile, created as type USER from the pending
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
