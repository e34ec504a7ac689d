import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkStatusRequest, BulkStatusResponse } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** POST /api/orders/bulk-status `{ status, orderIds }` → `{ moved, skipped }`: the selected orders to Preparing or Completed, in batches on the server. */
async function bulkSetStatus(request: BulkStatusRequest): Promise<BulkStatusResponse> {
  return api.post(routePath('POST /orders/bulk-status'), request);
}

/** After a bulk move the table's pages and the overview are read again: many rows changed at once. */
export function useBulkSetStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkSetStatus,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.adminOrders() }), queryClient.invalidateQueries({ queryKey: queryKeys.orderStats() })]),
  });
}
