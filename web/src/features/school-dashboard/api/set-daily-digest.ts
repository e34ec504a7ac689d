import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DailyDigestRequest } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { profileQueryKey, profileResponseSchema, type Profile } from '@/lib/session/profile';

/** PUT /api/users/profile/daily-digest `{ dailyDigest }` → `{ user }`: the caller's own profile only. */
async function setDailyDigest(request: DailyDigestRequest): Promise<Profile> {
  return profileResponseSchema.parse(await api.put(routePath('PUT /users/profile/daily-digest'), request)).user;
}

/** Turns the representative's daily digest on or off and puts the answer in the session's profile. */
export function useSetDailyDigest(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDailyDigest,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey(uid), profile),
  });
}
