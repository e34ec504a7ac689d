import { queryOptions, useQuery } from '@tanstack/react-query';
import { teachesList, type Teacher } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/schools/{id}/teachers → the school's teachers by grade (names and grades only). */
export const teachersQueryOptions = (schoolId: string) =>
  queryOptions({
    queryKey: queryKeys.schoolTeachers(schoolId),
    queryFn: async (): Promise<Teacher[]> => (await api.get(routePath('GET /schools/{id}/teachers', { id: schoolId }))).teachers,
  });

/** The teachers of the school who teach the list's grade; none while no list is chosen or while they load. */
export function useGradeTeachers(schoolId: string | undefined, listName: string | undefined): Teacher[] {
  const teachers = useQuery({ ...teachersQueryOptions(schoolId ?? ''), enabled: schoolId !== undefined });
  if (!listName) return [];
  return (teachers.data ?? []).filter((teacher) => teachesList(teacher.grade, listName));
}
