import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupplyList } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** PUT /api/supply-lists/{id}/price `{ totalPrice }` → `{ supplyList }`: the administrator's price, published lists included. */
async function setListPrice({ listId, totalPrice }: { listId: string; totalPrice: number }): Promise<SupplyList> {
  const { supplyList } = await api.put(routePath('PUT /supply-lists/{id}/price', { id: listId }), { totalPrice });
  return supplyList;
}

export function useSetListPrice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setListPrice, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffLists() }) });
}
