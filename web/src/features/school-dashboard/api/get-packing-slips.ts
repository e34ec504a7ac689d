import { useEffect } from 'react';
import { PAGE_LIMIT, type PackingSlip } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { useCursorPages, type CursorPage } from '@/lib/ui/use-cursor-pages';

/** GET /api/schools/{id}/packing-slips → `{ packingSlips, nextCursor }`: a page of the school's boxes (paid, not yet completed). */
async function getPackingSlipsPage(schoolId: string, cursor?: string): Promise<CursorPage<PackingSlip>> {
  const path = routePath('GET /schools/{id}/packing-slips', { id: schoolId }, { limit: PAGE_LIMIT.max, cursor });
  const { packingSlips, nextCursor } = await api.get(path);
  return { items: packingSlips, nextCursor };
}

export const packingSlipsQueryKey = (schoolId: string) => ['school-dashboard', 'packing-slips', schoolId] as const;

/**
 * Every box of the school, read a page (200) at a time until the last: the packing slips
 * print them all, and the handover checklist searches them all by name. A school's boxes
 * waiting to be handed out are as many as its paid orders of one season.
 */
export function useAllPackingSlips(schoolId: string) {
  const pages = useCursorPages(packingSlipsQueryKey(schoolId), (cursor) => getPackingSlipsPage(schoolId, cursor));
  const { hasMore, loadingMore, onLoadMore } = pages.pagination;
  useEffect(() => {
    if (hasMore && !loadingMore && !pages.isError) onLoadMore();
  }, [hasMore, loadingMore, onLoadMore, pages.isError]);
  return { slips: pages.items, complete: pages.items !== undefined && !hasMore, isError: pages.isError, error: pages.error, refetch: pages.refetch };
}
