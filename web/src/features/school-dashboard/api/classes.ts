import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeacherRequest } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';
import { downloadFile } from '@/lib/staff/download';
import { teachersQueryOptions } from '@/lib/api/teachers';

/** The school's teachers, as its staff add them. */
export const useSchoolTeachers = (schoolId: string) => useQuery(teachersQueryOptions(schoolId));

/** POST /api/schools/{id}/teachers → `{ teacher }`; the teachers are read again. */
export function useAddTeacher(schoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeacherRequest) => api.post(routePath('POST /schools/{id}/teachers', { id: schoolId }), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.schoolTeachers(schoolId) }),
  });
}

/** POST /api/schools/{id}/class-assignments → how many boxes were assigned and the rows that were not; the boxes are read again. */
export function useAssignClasses(schoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => api.post(routePath('POST /schools/{id}/class-assignments', { id: schoolId }), { csv }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['schools', schoolId] }),
  });
}

/** GET /api/schools/{id}/labels.pdf: a label per paid box, in the page's language. */
export const downloadLabels = (schoolId: string) => downloadFile(`/schools/${encodeURIComponent(schoolId)}/labels.pdf`, 'labels.pdf');
