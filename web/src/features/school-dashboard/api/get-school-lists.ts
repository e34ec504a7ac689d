import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplyList } from '@ssb/contract';
import { api } from '@/lib/api-client';

/**
 * GET /api/schools/{id}/supply-lists → `{ supplyLists }`, as the school's staff see them:
 * drafts included, each with its `orderCount`. Its own cache key: the shop caches the public
 * answer (published lists, no counters) under another, and a key holds one shape of data.
 */
export async function getSchoolLists(schoolId: string): Promise<SupplyList[]> {
  const { supplyLists } = await api.get<{ supplyLists: SupplyList[] }>(`/schools/${encodeURIComponent(schoolId)}/supply-lists`);
  return supplyLists;
}

export const schoolListsQueryKey = (schoolId: string) => ['school-dashboard', 'lists', schoolId] as const;

export const schoolListsQueryOptions = (schoolId: string) =>
  queryOptions({
    queryKey: schoolListsQueryKey(schoolId),
    queryFn: () => getSchoolLists(schoolId),
  });

export const useSchoolLists = (schoolId: string) => useQuery(schoolListsQueryOptions(schoolId));
