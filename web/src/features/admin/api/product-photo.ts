import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** PUT /api/products/{id}/photo (the file as it is, with its type) → `{ product }`, or DELETE it when `file` is null. */
async function setProductPhoto({ productId, file }: { productId: string; file: File | null }): Promise<Product> {
  const { product } = file
    ? await api.put(routePath('PUT /products/{id}/photo', { id: productId }), file)
    : await api.delete(routePath('DELETE /products/{id}/photo', { id: productId }));
  return product;
}

/** Products and lists (which name their thumbnails) are read again. */
export function useSetProductPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductPhoto,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.products() }), queryClient.invalidateQueries({ queryKey: queryKeys.staffLists() })]),
  });
}
