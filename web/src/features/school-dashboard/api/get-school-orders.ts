import type { Order } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { useCursorPages, type CursorPage } from '@/lib/ui/use-cursor-pages';

/** Orders on a page of the Student Orders table; the tab listens to this many of the newest. */
export const SCHOOL_ORDERS_PAGE = 50;

/** GET /api/orders/school/{id} → `{ orders, nextCursor }`: a page of the school's orders, newest first. */
async function getSchoolOrdersPage(schoolId: string, cursor?: string): Promise<CursorPage<Order>> {
  const { orders, nextCursor } = await api.get(routePath('GET /orders/school/{id}', { id: schoolId }, { limit: SCHOOL_ORDERS_PAGE, cursor }));
  return { items: orders, nextCursor };
}

const schoolOrdersQueryKey = (schoolId: string) => ['school-dashboard', 'orders', schoolId] as const;

/** The school's orders for the data table, page by page (read again when the tab's listener sees a change). */
export function useSchoolOrders(schoolId: string) {
  return useCursorPages(schoolOrdersQueryKey(schoolId), (cursor) => getSchoolOrdersPage(schoolId, cursor));
}
