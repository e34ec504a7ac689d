import { queryOptions, useQuery } from '@tanstack/react-query';
import { byGrade, type SupplyList } from '@ssb/contract';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * Supply lists as staff see them (drafts included, each with its `orderCount`): one school's
 * (GET /api/schools/{id}/supply-lists) or, for an administrator, every school's (GET
 * /api/supply-lists). Keys of their own: the shop caches the public answer (published lists,
 * no counters) under another, and a key holds one shape of data. One school's lists come in
 * grade order, as the shop shows them; every school's stay in the API's order.
 */
async function getStaffLists(schoolId?: string): Promise<SupplyList[]> {
  const path = schoolId ? `/schools/${encodeURIComponent(schoolId)}/supply-lists` : '/supply-lists';
  const { supplyLists } = await api.get<{ supplyLists: SupplyList[] }>(path);
  return schoolId ? supplyLists.sort(byGrade) : supplyLists;
}

/** The drafts representatives submitted for review (GET /api/supply-lists?awaitingReview=true), of one school or every one. */
async function getListsAwaitingReview(schoolId?: string): Promise<SupplyList[]> {
  const params = new URLSearchParams({ awaitingReview: 'true', ...(schoolId ? { schoolId } : {}) });
  return (await api.get<{ supplyLists: SupplyList[] }>(`/supply-lists?${params}`)).supplyLists;
}

const staffListsQueryOptions = (schoolId: string | undefined, awaitingReview: boolean) =>
  queryOptions<SupplyList[]>({
    queryKey: awaitingReview ? queryKeys.listsAwaitingReview(schoolId) : queryKeys.staffLists(schoolId),
    queryFn: () => (awaitingReview ? getListsAwaitingReview(schoolId) : getStaffLists(schoolId)),
  });

export const useStaffLists = (schoolId?: string, { awaitingReview = false } = {}) => useQuery(staffListsQueryOptions(schoolId, awaitingReview));
