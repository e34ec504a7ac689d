import { Router } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  checkoutProblem,
  emailKey,
  GuestCheckoutRequest,
  IdParam,
  OrderLookupRequest,
  orderLookupMessages,
  OrdersQuery,
  phoneKey,
  UserCheckoutRequest,
  type CheckoutResponse,
} from '@ssb/contract';
import { appUrl, stripeWebhookSecret } from '../config';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { authenticate, callerOf, type Caller } from '../http/authenticate';
import { validated } from '../http/validate';
import { db } from '../lib/firebase';
import { stripe } from '../lib/stripe';
import * as logs from '../logs';
import { isValidCancelToken } from '../orders/cancel-token';
import { createOrder, loadOrderable, openCheckout } from '../orders/checkout';
import { toApiOrder } from '../orders/convert';
import { guestBuyer } from '../orders/guest-buyer';
import { guestOrders, ordersOfUser, queryOrders } from '../orders/queries';
import { findOrder, ordersCollection, type OrderDoc } from '../orders/repository';
import { findSupplyList } from '../supply-lists/repository';
import { assertSelfOrAdmin } from '../users/service';
import { findUser } from '../users/repository';
import { statusAfterPayment } from '../orders/status-rules';
import { consume } from '../rate-limit/rate-limit';

export const ordersRouter = Router();

const TEN_MINUTES = 10 * 60 * 1000;

const perClientAndEmail = (action: string, ip: string | undefined, email: string) => [
  { key: `${action}:ip:${ip ?? 'unknown'}`, max: 60, windowMs: TEN_MINUTES },
  { key: `${action}:email:${emailKey(email)}`, max: 10, windowMs: TEN_MINUTES },
];

ordersRouter.post(
  '/checkout/guest',
  validated({ body: GuestCheckoutRequest }, async ({ body }, req, res) => {
    const orderable = await loadOrderable(body.supplyListId);
    const problem = checkoutProblem(body, { guest: true, deliverToSchool: orderable.school.deliverToSchool });
    if (problem) throw new HttpError(400, problem, { success: false });
    await consume(perClientAndEmail('checkout', req.ip, body.email), 'Too many checkout attempts. Please wait a few minutes and try again.');
    const buyer = await guestBuyer(body.email, body.phone);
    const order = await createOrder(buyer, body, orderable, body.address);
    const checkoutUrl = await openCheckout(order.id, order.doc, appUrl());
    const response: CheckoutResponse = { success: true, checkoutUrl };
    res.status(201).json(response);
  }),
);

ordersRouter.post(
  '/checkout/user',
  authenticate(),
  validated({ body: UserCheckoutRequest }, async ({ body }, req, res) => {
    const caller = callerOf(req);
    if (body.userId !== caller.uid) throw forbidden('You can only order for your own account');
    const user = caller.user;
    if (!user) throw notFound('User profile not found');
    if (!caller.emailVerified) throw forbidden('Please verify your email address before ordering');
    const orderable = await loadOrderable(body.supplyListId);
    const problem = checkoutProblem(body, { guest: false, deliverToSchool: orderable.school.deliverToSchool });
    if (problem) throw new HttpError(400, problem, { success: false });
    const buyer = {
      userId: caller.uid,
      email: user.email,
      emailKey: user.emailKey,
      phone: user.phone,
      phoneKey: phoneKey(user.phone),
      placedAsGuest: false,
    };
    const order = await createOrder(buyer, body, orderable, body.address);
    const response: CheckoutResponse = { success: true, checkoutUrl: await openCheckout(order.id, order.doc, appUrl()) };
    res.status(201).json(response);
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
    const user = params.id === caller.uid ? caller.user : await findUser(params.id);
    if (!user) throw notFound('User not found');
    // For the caller's own account, the token says whether its e-mail is verified right now.
    const verified = params.id === caller.uid ? caller.emailVerified : user.emailVerified;
    const orders = await ordersOfUser(params.id, { emailKey: user.emailKey, emailVerified: verified });
    res.json({ orders: orders.map((o) => toApiOrder(o.id, o.doc)) });
  }),
);

ordersRouter.post(
  '/lookup',
  validated({ body: OrderLookupRequest }, async ({ body }, req, res) => {
    if (!body.email || !body.phone) throw badRequest(orderLookupMessages.bothRequired);
    await consume(perClientAndEmail('lookup', req.ip, body.email), orderLookupMessages.tooMany);
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
  validated({ params: IdParam, query: z.object({ token: z.string().max(200).default('') }) }, async ({ params, query }, _req, res) => {
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
