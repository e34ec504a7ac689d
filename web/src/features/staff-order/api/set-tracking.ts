import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, TrackingBody } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** PUT /api/orders/{id}/tracking → `{ order }`: the box's carrier and number; the family is e-mailed the link. */
async function setTracking({ orderId, body }: { orderId: string; body: TrackingBody }): Promise<Order> {
  const { order } = await api.put(routePath('PUT /orders/{id}/tracking', { id: orderId }), body);
  return order;
}

/** The order's page is read again: its timeline gains the entry. */
export function useSetTracking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTracking,
    onSuccess: (_order, { orderId }) => queryClient.invalidateQueries({ queryKey: queryKeys.orderDetail(orderId) }),
  });
}
