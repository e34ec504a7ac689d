import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatsResponse } from '@ssb/contract';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** The browser's time zone, so "today" is the administrator's today. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** GET /api/orders/stats/overview → `{ stats }`: every school's orders by status, today's, and (for an administrator) the catalogue counts. */
export async function getOrderStats(): Promise<OrderStatsResponse['stats']> {
  const { stats } = await api.get<OrderStatsResponse>(`/orders/stats/overview?${new URLSearchParams({ timeZone: timeZone() })}`);
  return stats;
}

export const orderStatsQueryOptions = () => queryOptions({ queryKey: adminKeys.stats(), queryFn: getOrderStats });

export function useOrderStats() {
  return useQuery(orderStatsQueryOptions());
}
