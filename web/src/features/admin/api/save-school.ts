import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSchoolRequest, School, UpdateSchoolRequest } from '@ssb/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SaveSchool = { schoolId?: undefined; body: CreateSchoolRequest } | { schoolId: string; body: UpdateSchoolRequest };

/** POST /api/schools → 201 `{ school }`, or PUT /api/schools/{id} → `{ school }` (what is sent changes) when `schoolId` is given. */
async function saveSchool({ schoolId, body }: SaveSchool): Promise<School> {
  const { school } = schoolId
    ? await api.put<{ school: School }>(`/schools/${encodeURIComponent(schoolId)}`, body)
    : await api.post<{ school: School }>('/schools', body);
  return school;
}

/** The overview counts schools, so it is read again with them. */
export function useSaveSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSchool,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.schools() }), queryClient.invalidateQueries({ queryKey: queryKeys.orderStats() })]),
  });
}
