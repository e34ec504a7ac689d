import type { Order, OrdersPage } from '@ssb/contract';
import { api } from '@/lib/api-client';
import { useCursorPages, type CursorPage } from '@/lib/use-cursor-pages';

/** While the Student Orders tab is open, its orders and tiles are refreshed this often, so new orders appear without a reload. */
export const STUDENT_ORDERS_REFRESH_MS = 10_000;

/** GET /api/orders/school/{id} → `{ orders, nextCursor }`: a page of the school's orders, newest first. */
export async function getSchoolOrdersPage(schoolId: string, cursor?: string): Promise<CursorPage<Order>> {
  const { orders, nextCursor } = await api.get<OrdersPage>(`/orders/school/${encodeURIComponent(schoolId)}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
  return { items: orders, nextCursor };
}

export const schoolOrdersQueryKey = (schoolId: string) => ['school-dashboard', 'orders', schoolId] as const;

/** The school's orders for the data table, page by page, refreshed while shown. */
export function useSchoolOrders(schoolId: string) {
  return useCursorPages(schoolOrdersQueryKey(schoolId), (cursor) => getSchoolOrdersPage(schoolId, cursor), { refetchInterval: STUDENT_ORDERS_REFRESH_MS });
}
