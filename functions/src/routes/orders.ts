import { Router, type Request } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod/mini';
import {
  emailKey,
  GuestCheckoutRequest,
  IdParam,
  OrderLookupRequest,
  orderLookupMessages,
  orderLookupProblem,
  OrdersQuery,
  phoneKey,
  UserCheckoutRequest,
} from '@ssb/contract';
import { appUrl, stripeWebhookSecret } from '../config';
import { badRequest, forbidden, notFound } from '../http/errors';
import { authenticate, callerOf, type Caller } from '../http/authenticate';
import { validated } from '../http/validate';
import { db } from '../lib/firebase';
import { stripe } from '../lib/stripe';
import * as logs from '../logs';
import { isValidCancelToken } from '../orders/cancel-token';
import { toApiOrder } from '../orders/convert';
import { placeGuestOrder, placeUserOrder } from '../orders/place-order';
import { guestOrders, ordersOfUser, queryOrders } from '../orders/queries';
import { findOrder, ordersCollection, type OrderDoc } from '../orders/repository';
import { findSupplyList } from '../supply-lists/repository';
import { assertSelfOrAdmin } from '../users/service';
import { findUser } from '../users/repository';
import { statusAfterPayment } from '../orders/status-rules';
import { rateLimited } from '../rate-limit/rate-limited';

export const ordersRouter = Router();

/** A client's own key for one submission: the same key again means the same order (see place-order.ts). */
const IdempotencyKey = z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/, 'Idempotency-Key must be 8 to 128 letters, digits, "-" or "_"')));

function idempotencyKeyOf(req: Request): string | undefined {
  const parsed = IdempotencyKey.safeParse(req.get('Idempotency-Key'));
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
  return parsed.data;
}

ordersRouter.post(
  '/checkout/guest',
  rateLimited({ action: 'checkout', perClient: 60, perEmail: 10, message: 'Too many checkout attempts. Please wait a few minutes and try again.' }),
  validated({ body: GuestCheckoutRequest }, async ({ body }, req, res) => {
    res.status(201).json(await placeGuestOrder(body, idempotencyKeyOf(req)));
  }),
);

ordersRouter.post(
  '/checkout/user',
  authenticate(),
  validated({ body: UserCheckoutRequest }, async ({ body }, req, res) => {
    res.status(201).json(await placeUserOrder(callerOf(req), body, idempotencyKeyOf(req)));
  }),
);

ordersRouter.get(
  '/',
  authenticate(),
  validated({ query: OrdersQuery }, async ({ query }, req, res) => {
    const caller = callerOf(req);
    const orders = await queryOrders(await visibleOrdersFilter(caller, query));
    res.json({ orders: orders.map((o) => toApiOrder(o.id, o.doc)) });
  }),
);

/** Administrators filter freely; a representative sees its school's orders; anyone else, their own. */
async function visibleOrdersFilter(caller: Caller, query: OrdersQuery): Promise<OrdersQuery> {
  if (caller.role === 'admin') return query;
  const { status } = query;
  if (caller.role === 'rep') {
    const schoolId = caller.user!.schoolId!;
    if (query.userId || (query.schoolId && query.schoolId !== schoolId)) throw forbidden('You can only see your school’s orders');
    if (query.supplyListId) {
      const list = await findSupplyList(query.supplyListId);
      if (!list || list.schoolId !== schoolId) throw forbidden('You can only see your school’s orders');
      return { supplyListId: query.supplyListId, status };
    }
    return { schoolId, status };
  }
  if (query.userId && query.userId !== caller.uid) throw forbidden('You can only see your own orders');
  if (query.schoolId || query.supplyListId) throw forbidden('You can only see your own orders');
  return { userId: caller.uid, status };
}

ordersRouter.get(
  '/user/:id',
  authenticate(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    const caller = callerOf(req);
    assertSelfOrAdmin(caller, params.id);
    const orders = await ordersOfUser(params.id, await provenEmailOf(caller, params.id));
    res.json({ orders: orders.map((o) => toApiOrder(o.id, o.doc)) });
  }),
);

/**
 * The e-mail whose guest orders join an account: for the caller's own account, the one its
 * token proves right now; for an administrator looking at someone, the pair the profile
 * recorded from that person's last token. Never an e-mail and a verified flag from two moments.
 */
async function provenEmailOf(caller: Caller, userId: string): Promise<{ emailKey: string; emailVerified: boolean }> {
  if (userId === caller.uid) {
    if (!caller.user) throw notFound('User not found');
    return { emailKey: emailKey(caller.email ?? ''), emailVerified: caller.emailVerified && !!caller.email };
  }
  const user = await findUser(userId);
  if (!user) throw notFound('User not found');
  return { emailKey: user.emailKey, emailVerified: user.emailVerified };
}

ordersRouter.post(
  '/lookup',
  rateLimited({ action: 'lookup', perClient: 60, perEmail: 10, message: orderLookupMessages.tooMany }),
  validated({ body: OrderLookupRequest }, async ({ body }, _req, res) => {
    const problem = orderLookupProblem(body);
    if (problem) throw badRequest(problem);
    const orders = await guestOrders(emailKey(body.email), phoneKey(body.phone));
    res.json({ orders: orders.map((o) => toApiOrder(o.id, o.doc)) });
  }),
);

ordersRouter.get(
  '/:id/status',
  validated({ params: IdParam }, async ({ params }, _req, res) => {
    const order = await findOrder(params.id);
    if (!order) throw notFound('Order not found');
    res.json({ id: params.id, status: order.status });
  }),
);

/**
 * Stripe's cancel URL. The signed token proves the caller was sent here by the checkout this
 * server opened; the session is expired so it can no longer be paid, and the order ends
 * PAYMENT_FAILED at once instead of when the session would have expired.
 */
ordersRouter.get(
  '/:id/checkout-cancelled',
  validated({ params: IdParam, query: z.object({ token: z._default(z.string().check(z.maxLength(200)), '') }) }, async ({ params, query }, _req, res) => {
    if (!isValidCancelToken(params.id, query.token, stripeWebhookSecret.value())) throw forbidden('This cancel link is not valid');
    const order = await findOrder(params.id);
    if (!order) throw notFound('Order not found');
    if (order.status === 'AWAITING_PAYMENT' && (await sessionNoLongerPayable(order.checkoutSessionId))) {
      const ref = ordersCollection().doc(params.id);
      await db().runTransaction(async (tx) => {
        const current = (await tx.get(ref)).data() as OrderDoc;
        const next = statusAfterPayment(current.status, 'failed');
        if (!next) return;
        tx.update(ref, { status: next, updatedAt: Timestamp.now() });
        logs.orderStatusChanged(params.id, current.status, next, 'checkout cancelled');
      });
    }
    res.redirect(303, `${appUrl()}/my-orders?status=failed&orderId=${params.id}`);
  }),
);

/** Expires the session; false when it was paid meanwhile (then the payment wins). */
async function sessionNoLongerPayable(sessionId: string | null): Promise<boolean> {
  if (!sessionId) return true;
  const session = await stripe().checkout.sessions.retrieve(sessionId);
  if (session.status === 'complete') return false;
  if (session.status === 'open') await stripe().checkout.sessions.expire(sessionId);
  return true;
}
