import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Representative, RepresentativesResponse } from '@ssb/contract';
import { api } from '@/lib/api-client';
import { afterRepresentativesChange, representativesPath } from './get-representatives';

/** DELETE /api/schools/{id}/representatives/{userId} → the school's representatives after the change. */
async function removeRepresentative({ schoolId, userId }: { schoolId: string; userId: string }): Promise<Representative[]> {
  return (await api.delete<RepresentativesResponse>(`${representativesPath(schoolId)}/${encodeURIComponent(userId)}`)).representatives;
}

export function useRemoveRepresentative() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeRepresentative, onSuccess: (reps, { schoolId }) => afterRepresentativesChange(queryClient, schoolId, reps) });
}
