import { queryOptions, useQuery } from '@tanstack/react-query';
import type { School } from '@ssb/contract';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/**
 * GET /api/schools → `{ schools }`: every school, for the shop's cards and the school
 * dashboard's selector (one cache entry of one shape for both).
 *
 * Typed with the contract the server builds its answer from; our own API is not parsed again.
 */
async function getSchools(): Promise<School[]> {
  const { schools } = await api.get<{ schools: School[] }>('/schools');
  return schools;
}

const schoolsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.schools(),
    queryFn: getSchools,
  });

export function useSchools() {
  return useQuery(schoolsQueryOptions());
}
