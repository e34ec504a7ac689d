import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, routePath } from '@/lib/api/api-client';
import { profileQueryKey, profileResponseSchema, type Profile } from '@/lib/session/profile';
import { ProfileForm } from '@ssb/contract';

/** PUT /api/users/{id} → `{ user }`: the signed-in user's own contact and address details. */
async function updateProfile(userId: string, values: ProfileForm): Promise<Profile> {
  // The schema trims every field, as the API stores them.
  const body = await api.put(routePath('PUT /users/{id}', { id: userId }), ProfileForm.parse(values));
  return profileResponseSchema.parse(body).user;
}

/** Saves the details and puts the answer in the session's profile, so every screen sees it. */
export function useUpdateProfile(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, values }: { userId: string; values: ProfileForm }) => updateProfile(userId, values),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey(uid), profile),
  });
}
