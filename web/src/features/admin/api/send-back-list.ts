import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupplyList } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** POST /api/supply-lists/{id}/send-back `{ note }` → `{ supplyList }`. */
async function sendBackList({ listId, note }: { listId: string; note: string }): Promise<SupplyList> {
  const { supplyList } = await api.post(routePath('POST /supply-lists/{id}/send-back', { id: listId }), { note });
  return supplyList;
}

/** A list sent back leaves the lists waiting for review: the lists are read again. */
export function useSendBackList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBackList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffLists() }),
  });
}
