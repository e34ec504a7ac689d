import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { searchKey, type School } from '@ssb/contract';
import { api, routePath } from '../api/api-client';
import { queryKeys } from '../api/query-keys';
import { useSession } from '../session/session';

// Typed by the route's response schema (contract/src/api/routes.ts), which the API tests hold every answer to; our own API is not parsed again.

/**
 * GET /api/schools?q= → the shop's schools: those with a list to buy, found by the start of a
 * word of their name, their city or ZIP code, the family's own first. One cache entry per search
 * and user: a prerendered shop asks before sign-in has loaded, as a visitor, and asks again
 * once the session is a signed-in family's.
 */
export function useShopSchools(search: string) {
  const q = searchKey(search);
  const uid = useSession().user?.uid ?? null;
  return useQuery({
    queryKey: queryKeys.shopSchools(q, uid),
    queryFn: async () => {
      const { schools } = await api.get(routePath('GET /schools', {}, { q }));
      // Administrators are answered every school; the shop is the families' and shows what they can buy.
      return schools.filter((school) => school.publishedListCount > 0);
    },
    // The cards of the last search stay while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** A school the cached answers hold already: a card just chosen opens without another request. */
function cachedSchool(queryClient: QueryClient, schoolId: string): School | undefined {
  const lists = queryClient.getQueriesData<School[]>({
    queryKey: queryKeys.schools(),
    predicate: ({ queryKey }) => queryKey.length === 1 || queryKey[1] === 'shop',
  });
  return lists.flatMap(([, schools]) => schools ?? []).find((school) => school.id === schoolId);
}

/** GET /api/schools/{id} → `{ school }`: the school a link or a saved box names, whether a search shows it or not. */
export const schoolQueryOptions = (queryClient: QueryClient, schoolId: string) =>
  queryOptions({
    queryKey: queryKeys.school(schoolId),
    queryFn: async () => (await api.get(routePath('GET /schools/{id}', { id: schoolId }))).school,
    initialData: () => cachedSchool(queryClient, schoolId),
  });

export function useSchool(schoolId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({ ...schoolQueryOptions(queryClient, schoolId ?? ''), enabled: schoolId !== null });
}
