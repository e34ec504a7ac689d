import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductQuantity, SupplyList } from '@ssb/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The Manage Products & Note dialog's save: POST /api/supply-lists/{id}/products with the
 * whole selection, then PUT /api/supply-lists/{id} `{ note }` when the note changed (both
 * served by the school dashboard's half of the API).
 */
async function saveListProducts({ listId, productMappings, note }: { listId: string; productMappings: ProductQuantity[]; note?: string }): Promise<void> {
  const path = `/supply-lists/${encodeURIComponent(listId)}`;
  await api.post<{ supplyList: SupplyList }>(`${path}/products`, { productMappings });
  if (note !== undefined) await api.put<{ supplyList: SupplyList }>(path, { note });
}

/** Lists, products' usage counts and the overview's counts all move with a list's products. */
export function useSaveListProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveListProducts,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.staffLists() }), queryClient.invalidateQueries({ queryKey: queryKeys.products() })]),
  });
}
