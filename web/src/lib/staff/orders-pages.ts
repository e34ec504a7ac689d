import type { Order, OrdersQuery } from '@ssb/contract';
import { api, routePath } from '../api/api-client';
import type { CursorPage } from '../ui/use-cursor-pages';

/** What the school and admin dashboards filter GET /orders by, and how many orders a page holds. */
export type OrdersPageFilters = Partial<OrdersQuery> & { limit?: number };

/** One page of GET /orders for useCursorPages: `getOrdersPage.bind(null, filters)` or `(cursor) => getOrdersPage(filters, cursor)`. */
export async function getOrdersPage(filters: OrdersPageFilters, cursor?: string): Promise<CursorPage<Order>> {
  // → `{ orders, nextCursor }`, newest first; with the first page, how many orders the filters match.
  const { orders, nextCursor, total } = await api.get(routePath('GET /orders', {}, { ...filters, ...(cursor ? { cursor } : {}) }));
  return { items: orders, nextCursor: nextCursor ?? null, total };
}
