import { orderExportColumns, orderNumberOf, type Order, type OrdersExportQuery } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertMayExportOrders } from '../http/authorize';
import { toApiOrder } from '../orders/convert';
import { callersOrdersFilter } from '../orders/list-orders';
import { everyPage, queryOrders } from '../orders/queries';
import { rowsOf, type CsvDownload, type CsvRow } from './csv';

/** Orders read per page of an export: one page in memory at a time. */
const EXPORT_PAGE_SIZE = 500;

/** One order's row, from the same Order GET /orders answers (columns: `orderExportColumns`). */
const orderRow = (order: Order): CsvRow => [
  `#${orderNumberOf(order.id)}`,
  order.id,
  order.createdAt,
  order.status,
  order.supplyList.school.name,
  order.supplyList.name,
  `${order.studentFirstName} ${order.studentLastName}`.trim(),
  order.user.email,
  order.user.phone,
  order.user.fullAddress,
  order.supplyList.totalPrice.toFixed(2),
];

/**
 * GET /orders/export: every order GET /orders would page through for the same filters and
 * the same caller (a representative pinned to its school), newest first, as CSV rows read
 * a page at a time.
 */
export async function exportOrders(caller: Caller, query: OrdersExportQuery, today = new Date()): Promise<CsvDownload> {
  assertMayExportOrders(caller);
  const filter = await callersOrdersFilter(caller, query);
  const pages = everyPage((page) => queryOrders(filter, page), EXPORT_PAGE_SIZE);
  return {
    filename: `orders-${today.toISOString().slice(0, 10)}.csv`,
    header: orderExportColumns(),
    pages: rowsOf(pages, (o) => orderRow(toApiOrder(o.id, o.doc))),
  };
}
