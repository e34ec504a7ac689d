import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfile, type Profile, type ProfileOwner } from './get-profile';

// The profile's type and GET request live in get-profile.ts, which create-profile.ts (loaded
// only when a profile must be created) shares without importing this module back.
export { getProfile, profileResponseSchema, profileSchema } from './get-profile';
export type { ContractUserIsAProfile, Profile, ProfileOwner } from './get-profile';

/**
 * Spec §4 Profile creation: the account's profile, created as type USER from the pending
 * user address when the account has none yet (see create-profile.ts, loaded only then).
 */
export async function getOrCreateProfile(owner: ProfileOwner): Promise<Profile | null> {
  const existing = await getProfile();
  if (existing) return existing;
  const { createOwnProfile } = await import('./create-profile');
  return createOwnProfile(owner);
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
