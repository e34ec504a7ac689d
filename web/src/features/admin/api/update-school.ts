import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { School, UpdateSchoolRequest } from '@ssb/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/schools/{id} → `{ school }`: what is sent changes. */
export async function updateSchool({ schoolId, body }: { schoolId: string; body: UpdateSchoolRequest }): Promise<School> {
  const { school } = await api.put<{ school: School }>(`/schools/${encodeURIComponent(schoolId)}`, body);
  return school;
}

export function useUpdateSchool() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSchool, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.schools() }) });
}
