import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatsResponse, SchoolStatsResponse, SeasonStats } from '@ssb/contract';
import { api, routePath } from '../api/api-client';
import { queryKeys } from '../api/query-keys';

export type SchoolStats = SchoolStatsResponse['stats'];
type OrderStats = OrderStatsResponse['stats'];

/** The browser's own time zone, so "today" is the person's today. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** GET /api/schools/{id}/stats → `{ stats }`: one school's orders by status and today's (aggregations). */
async function getSchoolStats(schoolId: string): Promise<SchoolStats> {
  const { stats } = await api.get(routePath('GET /schools/{id}/stats', { id: schoolId }, { timeZone: timeZone() }));
  return stats;
}

/** GET /api/orders/stats/overview → `{ stats }`: every school's orders by status, today's, and (for an administrator) the catalogue counts. */
async function getOrderStats(): Promise<OrderStats> {
  const { stats } = await api.get(routePath('GET /orders/stats/overview', {}, { timeZone: timeZone() }));
  return stats;
}

export const useSchoolStats = (schoolId: string) =>
  useQuery(queryOptions({ queryKey: queryKeys.orderStats(schoolId), queryFn: () => getSchoolStats(schoolId) }));

/** Every school's statistics; `enabled` false: none asked for yet, as pending. */
export const useOrderStats = (enabled = true) => useQuery(queryOptions({ queryKey: queryKeys.orderStats(), queryFn: getOrderStats, enabled }));

/** GET /api/orders/stats/season → `{ season }`: this season's money and its paid boxes per day, in the browser's time zone (administrators). */
async function getSeasonStats(): Promise<SeasonStats> {
  const { season } = await api.get(routePath('GET /orders/stats/season', {}, { timeZone: timeZone() }));
  return season;
}

/** `enabled` false: none asked for yet, as pending. */
export const useSeasonStats = (enabled = true) => useQuery(queryOptions({ queryKey: queryKeys.seasonStats(), queryFn: getSeasonStats, enabled }));
