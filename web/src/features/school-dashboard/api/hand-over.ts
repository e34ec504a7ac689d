import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { HandOverResponse, PackingSlip } from '@ssb/contract';
import { api } from '@/lib/api-client';
import type { CursorPage } from '@/lib/use-cursor-pages';
import { packingSlipsQueryKey } from './get-packing-slips';

/** POST /api/orders/{id}/hand-over → `{ order }`: the box was handed to its family (Completed). */
async function handOver(orderId: string): Promise<HandOverResponse> {
  return api.post<HandOverResponse>(`/orders/${encodeURIComponent(orderId)}/hand-over`);
}

/** The checklist's tick. The box stays in the list, ticked, so the person sees what they did. */
export function useHandOver(schoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slip: Pick<PackingSlip, 'id'>) => handOver(slip.id),
    onSuccess: ({ order }) => {
      queryClient.setQueryData<InfiniteData<CursorPage<PackingSlip>>>(
        packingSlipsQueryKey(schoolId),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({ ...page, items: page.items.map((s) => (s.id === order.id ? { ...s, status: order.status } : s)) })),
          },
      );
    },
  });
}
