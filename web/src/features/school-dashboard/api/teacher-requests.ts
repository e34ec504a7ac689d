import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListRequest, ListRequestRequest, SupplyList } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';
import { useReplaceCachedList } from './replace-cached-list';

/** GET /api/schools/{id}/list-requests: the first page (by grade) of the school's requests, more than a school asks for in a season. */
async function getListRequests(schoolId: string): Promise<ListRequest[]> {
  const { listRequests } = await api.get(routePath('GET /schools/{id}/list-requests', { id: schoolId }, { limit: '200' }));
  return listRequests;
}

export const useListRequests = (schoolId: string) => useQuery({ queryKey: queryKeys.listRequests(schoolId), queryFn: () => getListRequests(schoolId) });

/** POST /api/schools/{id}/list-requests: e-mails the teacher the link. */
export function useAskTeacher(schoolId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ListRequestRequest) => (await api.post(routePath('POST /schools/{id}/list-requests', { id: schoolId }), body)).listRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.listRequests(schoolId) }),
  });
}

/** POST /api/list-requests/{id}/draft: the draft list of the grade, which joins the school's lists. */
export function useMakeDraft(schoolId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (requestId: string) => (await api.post(routePath('POST /list-requests/{id}/draft', { id: requestId }))).listRequest,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.listRequests(schoolId) }),
        client.invalidateQueries({ queryKey: queryKeys.staffLists(schoolId) }),
      ]);
    },
  });
}

/** PUT /api/supply-lists/{id}/approve: the school's representative verifies the list. */
export function useApproveList() {
  const replace = useReplaceCachedList();
  return useMutation({
    mutationFn: async (listId: string): Promise<SupplyList> => (await api.put(routePath('PUT /supply-lists/{id}/approve', { id: listId }))).supplyList,
    onSuccess: replace,
  });
}
