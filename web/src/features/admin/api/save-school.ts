import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSchoolBody, School, UpdateSchoolBody } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

export type SaveSchool = { schoolId?: undefined; body: CreateSchoolBody } | { schoolId: string; body: UpdateSchoolBody };

/** POST /api/schools → 201 `{ school }`, or PUT /api/schools/{id} → `{ school }` (what is sent changes) when `schoolId` is given. */
async function saveSchool(save: SaveSchool): Promise<School> {
  const { school } =
    save.schoolId === undefined
      ? await api.post(routePath('POST /schools'), save.body)
      : await api.put(routePath('PUT /schools/{id}', { id: save.schoolId }), save.body);
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
