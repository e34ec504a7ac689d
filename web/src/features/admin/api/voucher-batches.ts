import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromotionCodeBatch, PromotionCodeBatchRequest } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';
import { downloadFile } from '@/lib/staff/download';

/** POST /api/promotion-codes/batch → 201 `{ batch }`: a school's single-use vouchers. */
async function createVoucherBatch(body: PromotionCodeBatchRequest): Promise<PromotionCodeBatch> {
  return (await api.post(routePath('POST /promotion-codes/batch'), body)).batch;
}

/** The new vouchers are codes too: the codes' pages are read again. */
export function useCreateVoucherBatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createVoucherBatch, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.promotionCodes() }) });
}

/** GET /api/promotion-codes/batch/{id}/export: the batch's codes to print, as CSV. */
export const downloadVoucherBatch = (batchId: string) =>
  downloadFile(routePath('GET /promotion-codes/batch/{id}/export', { id: batchId }), `vouchers-${batchId}.csv`);
