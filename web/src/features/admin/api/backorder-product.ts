import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackorderRequest, BackorderResponse } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** POST /api/products/{id}/backorder → how many families were told now, and of which delay. */
async function backorderProduct({ productId, body }: { productId: string; body: BackorderRequest }): Promise<BackorderResponse> {
  return api.post(routePath('POST /products/{id}/backorder', { id: productId }), body);
}

/** The product answers its backorder, so products are read again. */
export function useBackorderProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: backorderProduct, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.products() }) });
}
