import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSchoolRequest, School } from '@ssb/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/schools → 201 `{ school }`. */
export async function createSchool(body: CreateSchoolRequest): Promise<School> {
  const { school } = await api.post<{ school: School }>('/schools', body);
  return school;
}

export function useCreateSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSchool,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.schools() }), queryClient.invalidateQueries({ queryKey: queryKeys.orderStats() })]),
  });
}
