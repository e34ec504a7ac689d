import { useQuery } from '@tanstack/react-query';
import { byGrade, type SupplyList } from '@ssb/contract';
import { api, routePath } from '../api/api-client';
import { queryKeys } from '../api/query-keys';

/**
 * One school's supply lists as its staff see them (drafts included, each with its
 * `orderCount`), GET /api/schools/{id}/supply-lists: a school's few lists in one answer. A key of
 * their own: the shop caches the public answer (published lists, no counters) under another,
 * and a key holds one shape of data. They come in grade order, as the shop shows them.
 */
async function getStaffLists(schoolId: string): Promise<SupplyList[]> {
  const { supplyLists } = await api.get(routePath('GET /schools/{id}/supply-lists', { id: schoolId }));
  return supplyLists.sort(byGrade);
}

export const useStaffLists = (schoolId: string) => useQuery({ queryKey: queryKeys.staffLists(schoolId), queryFn: () => getStaffLists(schoolId) });
