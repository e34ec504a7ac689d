import { queryOptions } from '@tanstack/react-query';
import type { Teacher } from '@ssb/contract';
import { api, routePath } from './api-client';
import { queryKeys } from './query-keys';

/** GET /api/schools/{id}/teachers → the school's teachers by grade (names and grades only): the shop offers them, the school's staff add them. */
export const teachersQueryOptions = (schoolId: string) =>
  queryOptions({
    queryKey: queryKeys.schoolTeachers(schoolId),
    queryFn: async (): Promise<Teacher[]> => (await api.get(routePath('GET /schools/{id}/teachers', { id: schoolId }))).teachers,
  });
