import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Representative, RepresentativesResponse } from '@ssb/contract';
import { api } from '@/lib/api-client';
import { afterRepresentativesChange, representativesPath } from './get-representatives';

/** POST /api/schools/{id}/representatives `{ email }` → the school's representatives after the change. */
async function addRepresentative({ schoolId, email }: { schoolId: string; email: string }): Promise<Representative[]> {
  return (await api.post<RepresentativesResponse>(representativesPath(schoolId), { email })).representatives;
}

export function useAddRepresentative() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addRepresentative, onSuccess: (reps, { schoolId }) => afterRepresentativesChange(queryClient, schoolId, reps) });
}
