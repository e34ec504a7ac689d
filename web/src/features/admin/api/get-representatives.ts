import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Representative, RepresentativesResponse } from '@ssb/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const representativesPath = (schoolId: string) => `/schools/${encodeURIComponent(schoolId)}/representatives`;

/** GET /api/schools/{id}/representatives → `{ representatives }`. */
async function getRepresentatives(schoolId: string): Promise<Representative[]> {
  return (await api.get<RepresentativesResponse>(representativesPath(schoolId))).representatives;
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
