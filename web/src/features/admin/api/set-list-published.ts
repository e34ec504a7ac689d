import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupplyList } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** PUT /api/supply-lists/{id}/publish or /unpublish → `{ supplyList }`. */
async function setListPublished({ listId, published }: { listId: string; published: boolean }): Promise<SupplyList> {
  const path = published ? routePath('PUT /supply-lists/{id}/publish', { id: listId }) : routePath('PUT /supply-lists/{id}/unpublish', { id: listId });
  const { supplyList } = await api.put(path);
  return supplyList;
}

/** Publishing changes what the shop shows and the schools' counts: lists and schools are read again. */
export function useSetListPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setListPublished,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.staffLists() }), queryClient.invalidateQueries({ queryKey: queryKeys.schools() })]),
  });
}
