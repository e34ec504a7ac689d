import { queryOptions, useQuery } from '@tanstack/react-query';
import { byGrade, type SupplyList } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * GET /api/schools/{id}/supply-lists → `{ supplyLists }`, the published ones: the shop sells
 * nothing else, while the same call also answers an administrator or the school's
 * representative with its drafts. In grade order, as families look for their child's.
 */
async function getSupplyLists(schoolId: string): Promise<SupplyList[]> {
  const { supplyLists } = await api.get(routePath('GET /schools/{id}/supply-lists', { id: schoolId }));
  return supplyLists.filter((list) => list.published).sort(byGrade);
}

export const supplyListsQueryOptions = (schoolId: string) =>
  queryOptions({
    queryKey: queryKeys.shopLists(schoolId),
    queryFn: () => getSupplyLists(schoolId),
  });

/** The lists of `schoolId`; idle while no school is chosen. */
export function useSupplyLists(schoolId: string | null) {
  return useQuery({ ...supplyListsQueryOptions(schoolId ?? ''), enabled: schoolId !== null });
}
