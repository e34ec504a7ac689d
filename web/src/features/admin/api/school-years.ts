import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SchoolYear, SchoolYearsResponse, StartSchoolYearRequest } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/school-years: the current year, those before, and what starting the next would do. */
export function useSchoolYears() {
  return useQuery({ queryKey: queryKeys.schoolYears(), queryFn: (): Promise<SchoolYearsResponse> => api.get(routePath('GET /school-years')) });
}

/** POST /api/school-years, then POST …/continue while a long shop's copy is not done. */
async function startSchoolYear(body: StartSchoolYearRequest): Promise<SchoolYear> {
  let { schoolYear } = await api.post(routePath('POST /school-years'), body);
  while (!schoolYear.done) ({ schoolYear } = await api.post(routePath('POST /school-years/{id}/continue', { id: schoolYear.id })));
  return schoolYear;
}

/** Every list and the year picker change with a new year: their queries are read again. */
export function useStartSchoolYear() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startSchoolYear, onSuccess: () => queryClient.invalidateQueries() });
}
