import { useQuery } from '@tanstack/react-query';
import { api, routePath } from '../api/api-client';
import { queryKeys } from '../api/query-keys';

/**
 * GET /api/users/profile/children: the children of a signed-in family's latest orders, offered
 * on the order form and asked about on the dashboard when their school closes soon; idle for a guest.
 */
export function useRememberedChildren(uid: string | null) {
  return useQuery({
    queryKey: queryKeys.rememberedChildren(uid ?? ''),
    queryFn: async () => (await api.get(routePath('GET /users/profile/children'))).children,
    enabled: uid !== null,
    staleTime: 5 * 60_000,
  });
}
