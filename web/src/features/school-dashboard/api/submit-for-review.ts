import { useMutation } from '@tanstack/react-query';
import type { SupplyList } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { useReplaceCachedList } from './replace-cached-list';

/** POST /api/supply-lists/{id}/review → `{ supplyList }`, now waiting for an administrator's review. */
async function submitForReview(listId: string): Promise<SupplyList> {
  const { supplyList } = await api.post(routePath('POST /supply-lists/{id}/review', { id: listId }));
  return supplyList;
}

export function useSubmitForReview() {
  const replace = useReplaceCachedList();
  return useMutation({ mutationFn: submitForReview, onSuccess: replace });
}
