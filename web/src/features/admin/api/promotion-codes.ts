import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePromotionCodeRequest, PromotionCode } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';
import { useCursorPages } from '@/lib/ui/use-cursor-pages';

/** GET /api/promotion-codes → `{ promotionCodes, nextCursor }`: every code, newest first. */
async function codesPage(cursor?: string) {
  const { promotionCodes, nextCursor } = await api.get(routePath('GET /promotion-codes', {}, { cursor }));
  return { items: promotionCodes, nextCursor };
}

export const usePromotionCodePages = () => useCursorPages<PromotionCode>(queryKeys.promotionCodes(), codesPage);

/** POST /api/promotion-codes → 201 `{ promotionCode }`; a code that exists is 409. */
async function createPromotionCode(body: CreatePromotionCodeRequest): Promise<PromotionCode> {
  return (await api.post(routePath('POST /promotion-codes'), body)).promotionCode;
}

/** PUT /api/promotion-codes/{id} `{ active }` → `{ promotionCode }`. */
async function setPromotionCodeActive({ id, active }: { id: string; active: boolean }): Promise<PromotionCode> {
  return (await api.put(routePath('PUT /promotion-codes/{id}', { id }), { active })).promotionCode;
}

/** Every change shows at once in the codes' pages, which are read again. */
function useCodeChange<T, R>(change: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.promotionCodes() }) });
}

export const useCreatePromotionCode = () => useCodeChange(createPromotionCode);
export const useSetPromotionCodeActive = () => useCodeChange(setPromotionCodeActive);
