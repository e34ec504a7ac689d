import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Order, OrderStatus, RefundSummary } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import type { CursorPage } from '@/lib/ui/use-cursor-pages';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * PUT /api/orders/{id}/status `{ status }` → `{ order }`; choosing CANCELLED is the
 * cancellation, whose answer also tells what was refunded; a move that packed the box past the
 * shelf's stock answers the packer's warning, in the person's language.
 */
async function setOrderStatus({
  orderId,
  status,
}: {
  orderId: string;
  status: OrderStatus;
}): Promise<{ order: Order; refund: RefundSummary | null; stockWarning: string | null }> {
  const answer = await api.put(routePath('PUT /orders/{id}/status', { id: orderId }), { status });
  return { order: answer.order, refund: answer.refund ?? null, stockWarning: answer.stockWarning ?? null };
}

/** Puts the changed order in every loaded page of the table (the row stays where it is), and re-reads the overview. */
export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderStatus,
    onSuccess: ({ order }) => {
      queryClient.setQueriesData<InfiniteData<CursorPage<Order>>>(
        { queryKey: queryKeys.adminOrders() },
        (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === order.id ? order : item)) })) },
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.orderStats() });
    },
  });
}
