import { useQuery } from '@tanstack/react-query';
import type { Order } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { pollWhileAwaitingPayment } from '@/features/orders/utils/order-polling';
import { queryKeys } from '@/lib/api/query-keys';

/** What a signed link to an order names (the payment page's return address, an e-mail's link): the order and the token that shows it. */
export interface ReceiptLink {
  orderId: string;
  token: string;
}

/** GET /api/orders/{id}/receipt?token=… → `{ orders }`: the order just paid for and the other boxes of its checkout. */
async function getReceipt({ orderId, token }: ReceiptLink): Promise<Order[]> {
  const { orders } = await api.get(routePath('GET /orders/{id}/receipt', { id: orderId }, { token }));
  return orders;
}

/** The paid order, refetched every 5 s until the payment provider has told the server (docs/product.md §4). */
export function useReceipt(link: ReceiptLink | null) {
  return useQuery({
    queryKey: queryKeys.receipt(link?.orderId ?? '', link?.token ?? ''),
    queryFn: () => getReceipt(link!),
    enabled: link !== null,
    refetchInterval: pollWhileAwaitingPayment,
  });
}
