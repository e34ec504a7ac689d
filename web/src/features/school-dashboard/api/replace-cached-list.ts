import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SupplyList } from '@ssb/contract';
import { queryKeys } from '@/lib/api/query-keys';

/** Puts a list the API answered with into the school's cached lists, so its card shows it at once. */
export function useReplaceCachedList() {
  const queryClient = useQueryClient();
  return useCallback(
    (list: SupplyList) =>
      queryClient.setQueryData<SupplyList[]>(queryKeys.staffLists(list.schoolId), (lists) => lists?.map((l) => (l.id === list.id ? list : l))),
    [queryClient],
  );
}
