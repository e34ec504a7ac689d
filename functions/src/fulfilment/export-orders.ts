import { centsToDollars, orderExportColumns, orderNumberOf, type Order, type OrdersExportQuery } from '@ssb/contract';
import { paidCentsOf } from '@ssb/documents';
import type { Caller } from '../http/authenticate';
import { assertMayExportOrders } from '../http/authorize';
import { toApiOrder } from '../orders/convert';
import type { OrderDoc } from '../orders/repository';
import { callersOrdersFilter } from '../orders/list-orders';
import { everyPage, queryOrders } from '../orders/queries';
import { rowsOf, type CsvDownload, type CsvRow } from './csv';

/** Orders read per page of an export: one page in memory at a time. */
const EXPORT_PAGE_SIZE = 500;

const dollars = (cents: number) => centsToDollars(cents).toFixed(2);

/**
 * The box's money after its other columns: what it came to, then its parts. An order kept
 * before its money (or recorded at the office) came to its list's price, all of it subtotal.
 */
function moneyColumns(doc: OrderDoc): CsvRow {
  const money = doc.money ?? { subtotalCents: doc.snapshot.totalCents, skippedCents: 0, discountCents: 0, shippingCents: 0, taxCents: 0 };
  return [paidCentsOf(doc), money.subtotalCents, money.skippedCents, money.discountCents, money.shippingCents, money.taxCents].map(dollars);
}

/** One order's row, from the same Order GET /orders answers and its money (columns: `orderExportColumns`). */
const orderRow = (order: Order, doc: OrderDoc): CsvRow => [
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
  ...moneyColumns(doc),
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
    pages: rowsOf(pages, (o) => orderRow(toApiOrder(o.id, o.doc), o.doc)),
  };
}
