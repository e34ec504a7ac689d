import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductRequest } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** POST /api/products → 201 `{ product }`, or PUT /api/products/{id} → `{ product }` when `productId` is given. */
async function saveProduct({ productId, body }: { productId?: string; body: ProductRequest }): Promise<Product> {
  const { product } = productId ? await api.put(routePath('PUT /products/{id}', { id: productId }), body) : await api.post(routePath('POST /products'), body);
  return product;
}

/** A new price re-prices draft lists that use the product, so lists are read again too. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.products() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.staffLists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orderStats() }),
      ]),
  });
}
