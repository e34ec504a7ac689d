import { queryOptions, useQuery } from '@tanstack/react-query';
import type { School } from '@ssb/contract';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/schools → `{ schools }`; an administrator's answer counts each school's lists and users. */
export async function getSchools(): Promise<School[]> {
  const { schools } = await api.get<{ schools: School[] }>('/schools');
  return schools;
}

export const schoolsQueryOptions = () => queryOptions({ queryKey: adminKeys.schools(), queryFn: getSchools });

export function useSchools() {
  return useQuery(schoolsQueryOptions());
}
