import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupplyList } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** DELETE /api/supply-lists/{id} → 204 (409 once it has orders). */
async function deleteList(listId: string): Promise<void> {
  await api.delete(routePath('DELETE /supply-lists/{id}', { id: listId }));
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: Pick<SupplyList, 'id' | 'schoolId'>) => deleteList(list.id),
    onSuccess: (_, list) => {
      queryClient.setQueryData<SupplyList[]>(queryKeys.staffLists(list.schoolId), (lists) => lists?.filter((l) => l.id !== list.id));
    },
  });
}
