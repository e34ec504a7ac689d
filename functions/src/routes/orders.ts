import { Router, type Request } from 'express';
import { z } from 'zod/mini';
import {
  BulkStatusRequest,
  checkoutMessages,
  GuestCheckoutRequest,
  IdParam,
  OrderLookupRequest,
  orderLookupMessages,
  OrdersExportQuery,
  OrdersQuery,
  OrderStatsQuery,
  PageQuery,
  RecordOrderRequest,
  ScopedOrdersQuery,
  SetOrderStatusRequest,
  UserCheckoutRequest,
} from '@ssb/contract';
import { appUrl } from '../config';
import { authenticate, callerOf } from '../http/authenticate';
import { requireAdmin } from '../http/authorize';
import { badRequest } from '../http/errors';
import { validated } from '../http/validate';
import { bulkSetStatus } from '../fulfilment/bulk-status';
import { sendCsv } from '../fulfilment/csv';
import { exportOrders } from '../fulfilment/export-orders';
import { handOverOrder } from '../fulfilment/hand-over';
import { getPackingSlip } from '../fulfilment/packing-slips';
import { cancelCheckout } from '../orders/cancel-checkout';
import { cancelOrder } from '../orders/cancel-order';
import { getOrderStats } from '../orders/get-order-stats';
import { getOrder } from '../orders/get-order';
import { listSchoolOrders, listSupplyListOrders } from '../orders/list-school-orders';
import { listOrders, listOrdersOfUser } from '../orders/list-orders';
import { lookupGuestOrders, orderStatus } from '../orders/guest-orders';
import { placeGuestOrder, placeUserOrder } from '../orders/place-order';
import { recordOrder } from '../orders/record-order';
import { setOrderStatus } from '../orders/set-order-status';
import { rateLimited } from '../rate-limit/rate-limited';

export const ordersRouter = Router();

/** A client's own key for one submission: the same key again means the same order (see place-order.ts). */
const IdempotencyKey = z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/, 'Idempotency-Key must be 8 to 128 letters, digits, "-" or "_"')));

function idempotencyKeyOf(req: Request): string | undefined {
  const parsed = IdempotencyKey.safeParse(req.get('Idempotency-Key'));
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
  return parsed.data;
}

// Checkouts open payment sessions and write orders: each client address, e-mail and account
// gets a limited number (guests and accounts share their address's bucket).
const checkoutLimit = { action: 'checkout', message: checkoutMessages.tooMany } as const;

ordersRouter.post(
  '/checkout/guest',
  rateLimited({ ...checkoutLimit, per: 'email' }),
  validated({ body: GuestCheckoutRequest }, async ({ body }, req, res) => {
    res.status(201).json(await placeGuestOrder(body, idempotencyKeyOf(req)));
  }),
);

ordersRouter.post(
  '/checkout/user',
  authenticate(),
  rateLimited({ ...checkoutLimit, per: 'account' }),
  validated({ body: UserCheckoutRequest }, async ({ body }, req, res) => {
    res.status(201).json(await placeUserOrder(callerOf(req), body, idempotencyKeyOf(req)));
  }),
);

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

// Fulfilment: exports, bulk moves, packing slips and the handover tick.

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
    res.json(await bulkSetStatus(callerOf(req), body));
  }),
);

ordersRouter.get(
  '/:id/packing-slip',
  authenticate(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.json(await getPackingSlip(callerOf(req), params.id));
  }),
);

ordersRouter.post(
  '/:id/hand-over',
  authenticate(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.json(await handOverOrder(callerOf(req), params.id));
  }),
);

ordersRouter.post(
  '/lookup',
  rateLimited({ action: 'lookup', message: orderLookupMessages.tooMany, per: 'email' }),
  validated({ body: OrderLookupRequest }, async ({ body }, _req, res) => {
    res.json(await lookupGuestOrders(body));
  }),
);

ordersRouter.get(
  '/:id/status',
  validated({ params: IdParam }, async ({ params }, _req, res) => {
    res.json(await orderStatus(params.id));
  }),
);

/** Stripe's cancel URL (see orders/cancel-checkout.ts). */
ordersRouter.get(
  '/:id/checkout-cancelled',
  validated({ params: IdParam, query: z.object({ token: z._default(z.string().check(z.maxLength(200)), '') }) }, async ({ params, query }, _req, res) => {
    await cancelCheckout(params.id, query.token);
    res.redirect(303, `${appUrl()}/my-orders?status=failed&orderId=${params.id}`);
  }),
);

/** An administrator records an order, e.g. one paid at the office (see orders/record-order.ts and the README). */
ordersRouter.post(
  '/',
  authenticate(),
  requireAdmin(),
  validated({ body: RecordOrderRequest }, async ({ body }, req, res) => {
    res.status(201).json(await recordOrder(callerOf(req).uid, body, idempotencyKeyOf(req)));
  }),
);

ordersRouter.get(
  '/:id',
  authenticate(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.json(await getOrder(callerOf(req), params.id));
  }),
);

ordersRouter.put(
  '/:id/status',
  authenticate(),
  requireAdmin(),
  validated({ params: IdParam, body: SetOrderStatusRequest }, async ({ params, body }, req, res) => {
    res.json(await setOrderStatus(callerOf(req), params.id, body.status));
  }),
);

/** Cancels the order, refunding a card payment (see orders/cancel-order.ts). */
ordersRouter.delete(
  '/:id',
  authenticate(),
  requireAdmin(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.json(await cancelOrder(callerOf(req), params.id));
  }),
);
