import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplyList } from '@ssb/contract';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/supply-lists[?schoolId=] → `{ supplyLists }`: drafts included for an administrator, each with its order count. */
export async function getSupplyLists(schoolId?: string): Promise<SupplyList[]> {
  const { supplyLists } = await api.get<{ supplyLists: SupplyList[] }>(schoolId ? `/supply-lists?${new URLSearchParams({ schoolId })}` : '/supply-lists');
  return supplyLists;
}

export const supplyListsQueryOptions = (schoolId?: string) =>
  queryOptions({ queryKey: adminKeys.supplyLists(schoolId ?? ''), queryFn: () => getSupplyLists(schoolId || undefined) });

export function useSupplyLists(schoolId?: string) {
  return useQuery(supplyListsQueryOptions(schoolId));
}
