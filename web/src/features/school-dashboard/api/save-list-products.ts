import { useMutation } from '@tanstack/react-query';
import type { ProductQuantity, SupplyList } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { useReplaceCachedList } from './replace-cached-list';

/**
 * POST /api/supply-lists/{id}/products → `{ supplyList }`: the list's whole selection. The
 * answer carries the new total (a draft's recalculated), which the card shows at once.
 */
async function saveListProducts(listId: string, productMappings: ProductQuantity[]): Promise<SupplyList> {
  const { supplyList } = await api.post(routePath('POST /supply-lists/{id}/products', { id: listId }), { productMappings });
  return supplyList;
}

export function useSaveListProducts() {
  const replace = useReplaceCachedList();
  return useMutation({
    mutationFn: ({ listId, productMappings }: { listId: string; productMappings: ProductQuantity[] }) => saveListProducts(listId, productMappings),
    onSuccess: replace,
  });
}
