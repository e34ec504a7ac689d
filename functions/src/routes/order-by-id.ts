import { Router } from 'express';
import {
  BackorderChoiceRequest,
  BoxTeacherRequest,
  BackorderQuery,
  checkoutMessages,
  IdParam,
  PayNowRequest,
  ReceiptQuery,
  SetOrderStatusRequest,
  TrackingRequest,
} from '@ssb/contract';
import { authenticate, callerOf, identify } from '../http/authenticate';
import { requireAdmin } from '../http/authorize';
import { validated } from '../http/validate';
import { chooseBackorder } from '../backorders/choose';
import { assignTeacher } from '../classes/assign-teacher';
import { readNotice, toApiNotice } from '../backorders/read-notice';
import { handOverOrder } from '../fulfilment/hand-over';
import { getPackingSlip } from '../fulfilment/packing-slips';
import { undoHandOver } from '../fulfilment/undo-hand-over';
import { cancelOrder } from '../orders/cancel-order';
import { getOrder } from '../orders/get-order';
import { getReceipt } from '../orders/get-receipt';
import { orderStatus } from '../orders/guest-orders';
import { payNow } from '../orders/pay-now';
import { setOrderStatus } from '../orders/set-order-status';
import { setTracking } from '../orders/set-tracking';
import { rateLimited } from '../rate-limit/rate-limited';

/** One order, /orders/{id}: mounted after the other order routers, whose fixed paths (/export, /lookup) it would otherwise take. */
export const orderByIdRouter = Router();

orderByIdRouter.get(
  '/:id',
  authenticate(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.json(await getOrder(callerOf(req), params.id));
  }),
);

orderByIdRouter.get(
  '/:id/status',
  validated({ params: IdParam }, async ({ params }, _req, res) => {
    res.json(await orderStatus(params.id));
  }),
);

/** Public: the return address's signed token shows the order just paid for (see orders/get-receipt.ts). */
orderByIdRouter.get(
  '/:id/receipt',
  validated({ params: IdParam, query: ReceiptQuery }, async ({ params, query }, _req, res) => {
    res.set('Cache-Control', 'no-store').json(await getReceipt(params.id, query.token));
  }),
);

/** Public: the backorder e-mail's signed link shows the family its choices (see backorders/read-notice.ts). */
orderByIdRouter.get(
  '/:id/backorder',
  validated({ params: IdParam, query: BackorderQuery }, async ({ params, query }, _req, res) => {
    res.set('Cache-Control', 'no-store').json({ notice: toApiNotice(await readNotice(params.id, query.productId, query.token)) });
  }),
);

/** Public: the family's choice for an item on backorder, by the e-mail's signed link (see backorders/choose.ts). */
orderByIdRouter.post(
  '/:id/backorder-choice',
  validated({ params: IdParam, body: BackorderChoiceRequest }, async ({ params, body }, _req, res) => {
    res.set('Cache-Control', 'no-store').json(await chooseBackorder(params.id, body));
  }),
);

/**
 * Pay now (see orders/pay-now.ts): its owner signed in, or whoever holds its signed link. It may
 * open a payment session, so it counts in the checkouts' buckets.
 */
orderByIdRouter.post(
  '/:id/pay',
  identify(),
  rateLimited({ action: 'checkout', message: () => checkoutMessages.tooMany, per: 'account' }),
  validated({ params: IdParam, body: PayNowRequest }, async ({ params, body }, req, res) => {
    res.set('Cache-Control', 'no-store').json(await payNow(req.caller, params.id, body.token));
  }),
);

orderByIdRouter.put(
  '/:id/status',
  authenticate(),
  requireAdmin(),
  validated({ params: IdParam, body: SetOrderStatusRequest }, async ({ params, body }, req, res) => {
    res.json(await setOrderStatus(callerOf(req), params.id, body.status));
  }),
);

/** Cancels the order, refunding a card payment (see orders/cancel-order.ts). */
orderByIdRouter.delete(
  '/:id',
  authenticate(),
  requireAdmin(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.json(await cancelOrder(callerOf(req), params.id));
  }),
);

// Fulfilment of one box: its packing slip and the handover tick.

orderByIdRouter.put(
  '/:id/teacher',
  authenticate(),
  validated({ params: IdParam, body: BoxTeacherRequest }, async ({ params, body }, req, res) => {
    res.json(await assignTeacher(callerOf(req), params.id, body.teacherId));
  }),
);

orderByIdRouter.get(
  '/:id/packing-slip',
  authenticate(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.json(await getPackingSlip(callerOf(req), params.id));
  }),
);

orderByIdRouter.post(
  '/:id/hand-over',
  authenticate(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.json(await handOverOrder(callerOf(req), params.id));
  }),
);

/** The tick taken back, on the day it was made (see fulfilment/undo-hand-over.ts). */
orderByIdRouter.delete(
  '/:id/hand-over',
  authenticate(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.json(await undoHandOver(callerOf(req), params.id));
  }),
);

// Tracking for a box sent home (docs/decisions.md §27).
orderByIdRouter.put(
  '/:id/tracking',
  authenticate(),
  requireAdmin(),
  validated({ params: IdParam, body: TrackingRequest }, async ({ params, body }, req, res) => {
    res.json(await setTracking(callerOf(req), params.id, body));
  }),
);
