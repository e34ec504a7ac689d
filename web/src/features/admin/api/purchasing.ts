import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PurchaseOrder, PurchaseOrderStatus, ReceiptRequest, SettablePurchaseOrderStatus } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { downloadFile } from '@/lib/staff/download';
import { useCursorPages } from '@/lib/ui/use-cursor-pages';

// The tab's keys, all under 'purchasing', kept here rather than in the shared query keys: only
// this lazily loaded tab reads them, and every route's first download carries the shared ones.
const queryKeys = {
  purchasing: () => ['purchasing'] as const,
  demand: (filter: DemandFilter) => ['purchasing', 'demand', filter] as const,
  purchaseOrders: (status?: string) => ['purchasing', 'purchase-orders', status ?? 'all'] as const,
  purchaseOrder: (id: string) => ['purchasing', 'purchase-order', id] as const,
};

export interface DemandFilter {
  schoolId?: string;
  supplierId?: string;
}

/** GET /api/purchasing/demand → `{ demand }`: per product, what unpacked paid boxes need against stock and what is on order. */
async function getDemand(filter: DemandFilter) {
  return (await api.get(routePath('GET /purchasing/demand', {}, { schoolId: filter.schoolId, supplierId: filter.supplierId }))).demand;
}

export const useDemand = (filter: DemandFilter) => useQuery(queryOptions({ queryKey: queryKeys.demand(filter), queryFn: () => getDemand(filter) }));

/** GET /api/purchase-orders → `{ purchaseOrders, nextCursor }`: newest first, of one status or all. */
export const usePurchaseOrderPages = (status?: PurchaseOrderStatus) =>
  useCursorPages<PurchaseOrder>(queryKeys.purchaseOrders(status), async (cursor) => {
    const { purchaseOrders, nextCursor } = await api.get(routePath('GET /purchase-orders', {}, { status, cursor }));
    return { items: purchaseOrders, nextCursor };
  });

/** GET /api/purchase-orders/{id} → `{ purchaseOrder }`. */
export const usePurchaseOrder = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.purchaseOrder(id),
      queryFn: async () => (await api.get(routePath('GET /purchase-orders/{id}', { id }))).purchaseOrder,
    }),
  );

/** Every change shows at once: the purchase order is kept as answered, and demand and the lists are read again. */
function usePurchasingChange<T>(change: (variables: T) => Promise<PurchaseOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (purchaseOrder) => {
      queryClient.setQueryData(queryKeys.purchaseOrder(purchaseOrder.id), purchaseOrder);
      void queryClient.invalidateQueries({ queryKey: queryKeys.purchasing(), predicate: (q) => q.queryKey[1] !== 'purchase-order' });
    },
  });
}

/** POST /api/purchase-orders/from-demand → 201 `{ purchaseOrder }`: a draft of the supplier's shortfalls; none is 409. */
export const useCreateFromDemand = () =>
  usePurchasingChange(async (supplierId: string) => (await api.post(routePath('POST /purchase-orders/from-demand'), { supplierId })).purchaseOrder);

/** PUT /api/purchase-orders/{id}/status `{ status }` → `{ purchaseOrder }`. */
export const useSetPurchaseOrderStatus = () =>
  usePurchasingChange(
    async ({ id, status }: { id: string; status: SettablePurchaseOrderStatus }) =>
      (await api.put(routePath('PUT /purchase-orders/{id}/status', { id }), { status })).purchaseOrder,
  );

/** POST /api/purchase-orders/{id}/receipts `{ lines }` → 201 `{ purchaseOrder }`. */
export const useReceive = () =>
  usePurchasingChange(
    async ({ id, lines }: { id: string; lines: ReceiptRequest['lines'] }) =>
      (await api.post(routePath('POST /purchase-orders/{id}/receipts', { id }), { lines })).purchaseOrder,
  );

/** GET /api/purchase-orders/{id}.csv: its lines and total, as CSV. */
export const downloadPurchaseOrder = (id: string) => downloadFile(routePath('GET /purchase-orders/{id}.csv', { id }), `${id}.csv`);
