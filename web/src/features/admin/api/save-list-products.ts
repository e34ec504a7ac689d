import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductQuantity } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * The Manage Products & Note dialog's save: POST /api/supply-lists/{id}/products with the
 * whole selection, then PUT /api/supply-lists/{id} `{ note }` when the note changed (both
 * served by the school dashboard's half of the API).
 */
async function saveListProducts({ listId, productMappings, note }: { listId: string; productMappings: ProductQuantity[]; note?: string }): Promise<void> {
  await api.post(routePath('POST /supply-lists/{id}/products', { id: listId }), { productMappings });
  if (note !== undefined) await api.put(routePath('PUT /supply-lists/{id}', { id: listId }), { note });
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
