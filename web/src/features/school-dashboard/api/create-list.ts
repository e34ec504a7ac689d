import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSupplyListRequest, SupplyList } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** POST /api/supply-lists → 201 `{ supplyList }`: a new, empty draft. */
async function createList(body: CreateSupplyListRequest): Promise<SupplyList> {
  const { supplyList } = await api.post(routePath('POST /supply-lists'), body);
  return supplyList;
}

/** Creates the list and refreshes the school's lists (its place among them is by name). */
export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createList,
    onSuccess: (list) => queryClient.invalidateQueries({ queryKey: queryKeys.staffLists(list.schoolId) }),
  });
}
