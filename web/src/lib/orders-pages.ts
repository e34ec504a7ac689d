import type { Order, OrdersQuery } from '@ssb/contract';
import { api } from './api-client';
import type { CursorPage } from './use-cursor-pages';

/** GET /orders → `{ orders, nextCursor }`: one page of orders, newest first. */
interface OrdersPageResponse {
  orders: Order[];
  nextCursor: string | null;
  /** With the first page: how many orders the filters match. */
  total?: number;
}

/** What the school and admin dashboards filter GET /orders by, and how many orders a page holds. */
export type OrdersPageFilters = Partial<OrdersQuery> & { limit?: number };

/** One page of GET /orders for useCursorPages: `getOrdersPage.bind(null, filters)` or `(cursor) => getOrdersPage(filters, cursor)`. */
export async function getOrdersPage(filters: OrdersPageFilters, cursor?: string): Promise<CursorPage<Order>> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  if (cursor) params.set('cursor', cursor);
  const search = params.size > 0 ? `?${params}` : '';
  const { orders, nextCursor, total } = await api.get<OrdersPageResponse>(`/orders${search}`);
  return { items: orders, nextCursor: nextCursor ?? null, total };
}
