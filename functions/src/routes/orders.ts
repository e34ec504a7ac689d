import { Router } from 'express';
import {
  BulkStatusRequest,
  IdempotencyHeaders,
  IdParam,
  OrdersExportQuery,
  OrdersQuery,
  OrderStatsQuery,
  PageQuery,
  RecordOrderRequest,
  ScopedOrdersQuery,
  StatsTimeZoneQuery,
} from '@ssb/contract';
import { authenticate, callerOf } from '../http/authenticate';
import { requireAdmin } from '../http/authorize';
import { speaksRequestLanguage } from '../http/language';
import { validated } from '../http/validate';
import { bulkSetStatus } from '../fulfilment/bulk-status';
import { sendCsv } from '../fulfilment/csv';
import { exportOrders } from '../fulfilment/export-orders';
import { getOrderStats } from '../orders/get-order-stats';
import { getSeasonStats } from '../orders/get-season-stats';
import { listSchoolOrders, listSupplyListOrders } from '../orders/list-school-orders';
import { listOrders, listOrdersOfUser } from '../orders/list-orders';
import { recordOrder } from '../orders/record-order';

/** Orders by the many: a person's, a school's, a list's or all of them, their statistics, exports and bulk moves. */
export const ordersRouter = Router();

ordersRouter.get(
  '/',
  authenticate(),
  validated({ query: OrdersQuery }, async ({ query }, req, res) => {
    res.json(await listOrders(callerOf(req), query));
  }),
);

ordersRouter.get(
  '/user/:id',
  authenticate(),
  validated({ params: IdParam, query: PageQuery }, async ({ params, query }, req, res) => {
    res.json(await listOrdersOfUser(callerOf(req), params.id, query));
  }),
);

/** An administrator records an order, e.g. one paid at the office (see orders/record-order.ts and docs/api.md, "Orders"). */
ordersRouter.post(
  '/',
  authenticate(),
  requireAdmin(),
  validated({ body: RecordOrderRequest, headers: IdempotencyHeaders }, async ({ body, headers }, req, res) => {
    res.status(201).json(await recordOrder(callerOf(req).uid, body, headers['idempotency-key']));
  }),
);

// The school dashboard's orders and statistics: a school's representatives and administrators.

ordersRouter.get(
  '/school/:id',
  authenticate(),
  validated({ params: IdParam, query: ScopedOrdersQuery }, async ({ params, query }, req, res) => {
    res.json(await listSchoolOrders(callerOf(req), params.id, query));
  }),
);

ordersRouter.get(
  '/supply-list/:id',
  authenticate(),
  validated({ params: IdParam, query: ScopedOrdersQuery }, async ({ params, query }, req, res) => {
    res.json(await listSupplyListOrders(callerOf(req), params.id, query));
  }),
);

ordersRouter.get(
  '/stats/overview',
  authenticate(),
  validated({ query: OrderStatsQuery }, async ({ query }, req, res) => {
    res.json({ stats: await getOrderStats(callerOf(req), query) });
  }),
);

/** The Overview's money this season and its paid boxes per day (administrators). */
ordersRouter.get(
  '/stats/season',
  authenticate(),
  requireAdmin(),
  validated({ query: StatsTimeZoneQuery }, async ({ query }, _req, res) => {
    res.json({ season: await getSeasonStats(query.timeZone) });
  }),
);

// Fulfilment: exports and bulk moves.

/** CSV of every order GET /orders would page through for the same filters and caller, streamed page by page. */
ordersRouter.get(
  '/export',
  authenticate(),
  validated({ query: OrdersExportQuery }, async ({ query }, req, res) => {
    await sendCsv(res, await exportOrders(callerOf(req), query));
  }),
);

ordersRouter.post(
  '/bulk-status',
  authenticate(),
  requireAdmin(),
  validated({ body: BulkStatusRequest }, async ({ body }, req, res) => {
    const moved = await bulkSetStatus(callerOf(req), body);
    speaksRequestLanguage(res);
    res.json(moved);
  }),
);
