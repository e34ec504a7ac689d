import { useEffect } from 'react';
import { PAGE_LIMIT, type PackingSlip } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { useCursorPages, type CursorPage } from '@/lib/ui/use-cursor-pages';

/**
 * Which of the school's orders a view reads, a page at a time: `boxes`, GET
 * /api/schools/{id}/packing-slips (paid, not yet completed: what the packing slips print), or
 * `handover`, GET /api/schools/{id}/handover (those boxes and the orders ready for pickup at the
 * school: what the handover checklist ticks off). Both answer `{ packingSlips, nextCursor }`.
 */
export type SlipsSource = 'boxes' | 'handover';

async function getSlipsPage(source: SlipsSource, schoolId: string, cursor?: string): Promise<CursorPage<PackingSlip>> {
  const query = { limit: PAGE_LIMIT.max, cursor };
  const path =
    source === 'boxes'
      ? routePath('GET /schools/{id}/packing-slips', { id: schoolId }, query)
      : routePath('GET /schools/{id}/handover', { id: schoolId }, query);
  const { packingSlips, nextCursor } = await api.get(path);
  return { items: packingSlips, nextCursor };
}

export const packingSlipsQueryKey = (schoolId: string, source: SlipsSource = 'boxes') => ['school-dashboard', 'packing-slips', schoolId, source] as const;

/**
 * Every slip of the school's `source`, read a page (200) at a time until the last: the packing
 * slips print them all, and the handover checklist searches them all by name. A school's boxes
 * waiting to be handed out are as many as its paid orders of one season.
 */
export function useAllPackingSlips(schoolId: string, source: SlipsSource = 'boxes') {
  const pages = useCursorPages(packingSlipsQueryKey(schoolId, source), (cursor) => getSlipsPage(source, schoolId, cursor));
  const { hasMore, loadingMore, onLoadMore } = pages.pagination;
  useEffect(() => {
    if (hasMore && !loadingMore && !pages.isError) onLoadMore();
  }, [hasMore, loadingMore, onLoadMore, pages.isError]);
  return { slips: pages.items, complete: pages.items !== undefined && !hasMore, isError: pages.isError, error: pages.error, refetch: pages.refetch };
}
