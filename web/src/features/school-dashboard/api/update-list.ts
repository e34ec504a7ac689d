import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupplyList, UpdateSupplyListRequest } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';
import { useReplaceCachedList } from './replace-cached-list';

/** PUT /api/supply-lists/{id} → `{ supplyList }`: its name and price (only what is sent changes). */
async function updateList(listId: string, body: UpdateSupplyListRequest): Promise<SupplyList> {
  const { supplyList } = await api.put(routePath('PUT /supply-lists/{id}', { id: listId }), body);
  return supplyList;
}

export function useUpdateList() {
  const replace = useReplaceCachedList();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, body }: { listId: string; body: UpdateSupplyListRequest }) => updateList(listId, body),
    onSuccess: (list) => {
      replace(list);
      // A new name may move it among the lists, which are ordered by name.
      return queryClient.invalidateQueries({ queryKey: queryKeys.staffLists(list.schoolId) });
    },
  });
}
