import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetailResponse } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/orders/{id} → `{ order, timeline, details }`: one order with its timeline and, for its school's staff, the rest. */
const getOrderDetail = (orderId: string): Promise<OrderDetailResponse> => api.get(routePath('GET /orders/{id}', { id: orderId }));

export const useOrderDetail = (orderId: string) => useQuery(queryOptions({ queryKey: queryKeys.orderDetail(orderId), queryFn: () => getOrderDetail(orderId) }));
