import { useQuery } from '@tanstack/react-query';
import type { SchoolStatsResponse } from '@ssb/contract';
import { api } from '@/lib/api-client';
import { STUDENT_ORDERS_REFRESH_MS } from './get-school-orders';

export type SchoolStats = SchoolStatsResponse['stats'];

/** The browser's own time zone, so "today" is the person's today. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** GET /api/schools/{id}/stats → `{ stats }`: the school's order counts by status (from aggregations). */
export async function getSchoolStats(schoolId: string): Promise<SchoolStats> {
  const { stats } = await api.get<SchoolStatsResponse>(`/schools/${encodeURIComponent(schoolId)}/stats?timeZone=${encodeURIComponent(browserTimeZone())}`);
  return stats;
}

/** The Student Orders tiles, refreshed with the orders while the tab is open. */
export const useSchoolStats = (schoolId: string) =>
  useQuery({
    queryKey: ['school-dashboard', 'stats', schoolId],
    queryFn: () => getSchoolStats(schoolId),
    refetchInterval: STUDENT_ORDERS_REFRESH_MS,
  });
