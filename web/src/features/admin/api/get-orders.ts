import type { Order } from '@ssb/contract';
import { getOrdersPage, type OrdersPageFilters } from '@/lib/staff/orders-pages';
import { useCursorPages } from '@/lib/ui/use-cursor-pages';
import { queryKeys } from '@/lib/api/query-keys';

/** Orders on a page of the admin table. */
export const ADMIN_ORDERS_PAGE = 25;

/**
 * GET /api/orders, filtered (status, school, search, placed since) and paged with the server's
 * cursor: every school's orders, newest first, at least `pages` pages of them.
 */
export function useAdminOrders(filters: OrdersPageFilters, pages: number) {
  const withLimit = { ...filters, limit: ADMIN_ORDERS_PAGE };
  return useCursorPages<Order>(queryKeys.adminOrders(withLimit), (cursor) => getOrdersPage(withLimit, cursor), { minPages: pages });
}
