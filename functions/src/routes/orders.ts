import { Router } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { checkoutProblem, emailKey, GuestCheckoutRequest, IdParam, OrderLookupRequest, orderLookupMessages, phoneKey, type CheckoutResponse } from '@ssb/contract';
import { appUrl, stripeWebhookSecret } from '../config';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { validated } from '../http/validate';
import { db } from '../lib/firebase';
import { stripe } from '../lib/stripe';
import * as logs from '../logs';
import { isValidCancelToken } from '../orders/cancel-token';
import { createOrder, loadOrderable, openCheckout } from '../orders/checkout';
import { toApiOrder } from '../orders/convert';
import { guestBuyer } from '../orders/guest-buyer';
import { findOrder, ordersCollection, type OrderDoc } from '../orders/repository';
import { statusAfterPayment } from '../orders/status-rules';
import { consume } from '../rate-limit/rate-limit';

export const ordersRouter = Router();

const TEN_MINUTES = 10 * 60 * 1000;
const MAX_LOOKUP_RESULTS = 50;

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
  '/lookup',
  validated({ body: OrderLookupRequest }, async ({ body }, req, res) => {
    if (!body.email || !body.phone) throw badRequest(orderLookupMessages.bothRequired);
    await consume(perClientAndEmail('lookup', req.ip, body.email), orderLookupMessages.tooMany);
    const snap = await ordersCollection()
      .where('emailKey', '==', emailKey(body.email))
      .where('phoneKey', '==', phoneKey(body.phone))
      .where('placedAsGuest', '==', true)
      .orderBy('createdAt', 'desc')
      .limit(MAX_LOOKUP_RESULTS)
      .get();
    res.json({ orders: snap.docs.map((d) => toApiOrder(d.id, d.data() as OrderDoc)) });
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
