import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Representative } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/schools/{id}/representatives → `{ representatives }`. */
async function getRepresentatives(schoolId: string): Promise<Representative[]> {
  return (await api.get(routePath('GET /schools/{id}/representatives', { id: schoolId }))).representatives;
}

const representativesQueryOptions = (schoolId: string) =>
  queryOptions({ queryKey: queryKeys.representatives(schoolId), queryFn: () => getRepresentatives(schoolId) });

export function useRepresentatives(schoolId: string) {
  return useQuery(representativesQueryOptions(schoolId));
}

/**
 * After adding or removing: the answer is the school's list; a representative may have
 * moved from another school, so every school's list and user count is read again.
 */
export function afterRepresentativesChange(queryClient: QueryClient, schoolId: string, representatives: Representative[]) {
  queryClient.setQueryData(queryKeys.representatives(schoolId), representatives);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.representatives() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.schools() }),
  ]);
}
