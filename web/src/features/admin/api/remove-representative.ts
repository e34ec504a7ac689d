import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Representative } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { afterRepresentativesChange } from './get-representatives';

/** DELETE /api/schools/{id}/representatives/{userId} → the school's representatives after the change. */
async function removeRepresentative({ schoolId, userId }: { schoolId: string; userId: string }): Promise<Representative[]> {
  return (await api.delete(routePath('DELETE /schools/{id}/representatives/{userId}', { id: schoolId, userId }))).representatives;
}

export function useRemoveRepresentative() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeRepresentative, onSuccess: (reps, { schoolId }) => afterRepresentativesChange(queryClient, schoolId, reps) });
}
