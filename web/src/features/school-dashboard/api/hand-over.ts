import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { Order, PackingSlip } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import type { CursorPage } from '@/lib/ui/use-cursor-pages';
import { handedOverQueryKey } from './get-handed-over';
import { packingSlipsQueryKey } from './get-packing-slips';

/** POST /api/orders/{id}/hand-over → `{ order }`: the box was picked up by its family (Completed). */
const handOver = (orderId: string) => api.post(routePath('POST /orders/{id}/hand-over', { id: orderId }));

/** DELETE /api/orders/{id}/hand-over → `{ order }`: the tick undone, the order back where it was. */
const undoHandOver = (orderId: string) => api.delete(routePath('DELETE /orders/{id}/hand-over', { id: orderId }));

/**
 * The order's new status and pick-up on its box in the checklist; true when the box was there.
 * The day's list of boxes handed out, and the boxes the packing slips print, are read again.
 */
function showPickUp(queryClient: QueryClient, schoolId: string, order: Pick<Order, 'id' | 'status'>, pickedUpAt: string | null): boolean {
  let found = false;
  queryClient.setQueryData<InfiniteData<CursorPage<PackingSlip>>>(
    packingSlipsQueryKey(schoolId, 'handover'),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((s) => {
            if (s.id !== order.id) return s;
            found = true;
            const { pickedUpAt: _before, ...slip } = s;
            return { ...slip, status: order.status, ...(pickedUpAt ? { pickedUpAt } : {}) };
          }),
        })),
      },
  );
  void queryClient.invalidateQueries({ queryKey: handedOverQueryKey(schoolId) });
  void queryClient.invalidateQueries({ queryKey: packingSlipsQueryKey(schoolId, 'boxes') });
  return found;
}

/** The checklist's tick. The box stays in the list, ticked, so the person sees what they did. */
export function useHandOver(schoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slip: Pick<PackingSlip, 'id'>) => handOver(slip.id),
    onSuccess: ({ order }) => void showPickUp(queryClient, schoolId, order, new Date().toISOString()),
  });
}

/** Undo of a tick, from its toast or the day's list: the box is unticked, or back in the checklist when a reload had dropped it. */
export function useUndoHandOver(schoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (box: Pick<PackingSlip, 'id'>) => undoHandOver(box.id),
    onSuccess: ({ order }) => {
      if (!showPickUp(queryClient, schoolId, order, null)) void queryClient.invalidateQueries({ queryKey: packingSlipsQueryKey(schoolId, 'handover') });
    },
  });
}
