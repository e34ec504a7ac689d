import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Margins } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/reports/margins → `{ margins }`: the boxes paid from `from` to `to` (administrators only). */
async function getMargins(from: string, to: string): Promise<Margins> {
  return (await api.get(routePath('GET /reports/margins', {}, { from, to }))).margins;
}

/** The range's margins; the last answer stays on screen while a new range is asked. */
export const useMargins = (from: string, to: string, enabled: boolean) =>
  useQuery(queryOptions({ queryKey: queryKeys.margins(from, to), queryFn: () => getMargins(from, to), enabled, placeholderData: keepPreviousData }));
