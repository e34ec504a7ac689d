import { useQuery } from '@tanstack/react-query';
import { teachesList, type Teacher } from '@ssb/contract';
import { teachersQueryOptions } from '@/lib/api/teachers';

/** The teachers of the school who teach the list's grade; none while no list is chosen or while they load. */
export function useGradeTeachers(schoolId: string | undefined, listName: string | undefined): Teacher[] {
  const teachers = useQuery({ ...teachersQueryOptions(schoolId ?? ''), enabled: schoolId !== undefined });
  if (!listName) return [];
  return (teachers.data ?? []).filter((teacher) => teachesList(teacher.grade, listName));
}
