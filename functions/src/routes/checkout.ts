import { Router } from 'express';
import {
  BoxesCheckoutRequest,
  CheckoutQuoteRequest,
  CheckoutCancelledQuery,
  checkoutMessages,
  GuestCheckoutRequest,
  IdempotencyHeaders,
  IdParam,
  OrderLookupRequest,
  orderLookupMessages,
  UserCheckoutRequest,
} from '@ssb/contract';
import { appUrl } from '../config';
import { authenticate, callerOf } from '../http/authenticate';
import { validated } from '../http/validate';
import { cancelCheckout } from '../orders/cancel-checkout';
import { getCheckoutQuote } from '../orders/get-checkout-quote';
import { lookupGuestOrders } from '../orders/guest-orders';
import { placeBoxes } from '../orders/place-boxes';
import { placeGuestOrder, placeUserOrder } from '../orders/place-order';
import { rateLimited } from '../rate-limit/rate-limited';
import { API_TEXTS } from '../texts';

/** Buying under /orders: the checkouts, Stripe's way back from a cancelled one, and the guest lookup. */
export const checkoutRouter = Router();

// Checkouts open payment sessions and write orders: each client address, e-mail and account
// gets a limited number (guests and accounts share their address's bucket).
const checkoutLimit = { action: 'checkout', message: () => checkoutMessages.tooMany } as const;

checkoutRouter.post(
  '/checkout/guest',
  rateLimited({ ...checkoutLimit, per: 'email' }),
  validated({ body: GuestCheckoutRequest, headers: IdempotencyHeaders }, async ({ body, headers }, _req, res) => {
    res.status(201).json(await placeGuestOrder(body, headers['idempotency-key']));
  }),
);

checkoutRouter.post(
  '/checkout/user',
  authenticate(),
  rateLimited({ ...checkoutLimit, per: 'account' }),
  validated({ body: UserCheckoutRequest, headers: IdempotencyHeaders }, async ({ body, headers }, req, res) => {
    res.status(201).json(await placeUserOrder(callerOf(req), body, headers['idempotency-key']));
  }),
);

// Public, and asked as the order step fills in: each client address gets a limited number, as the price calculation does.
checkoutRouter.post(
  '/checkout/quote',
  rateLimited({ action: 'quote', message: () => API_TEXTS.orders.tooManyQuotes }),
  validated({ body: CheckoutQuoteRequest }, async ({ body }, _req, res) => {
    res.json(await getCheckoutQuote(body));
  }),
);

// One checkout of several boxes: a body naming a `userId` is a signed-in parent's (the next route).
checkoutRouter.post(
  '/checkout',
  (req, _res, next) => next(hasUserId(req.body) ? 'route' : undefined),
  rateLimited({ ...checkoutLimit, per: 'email' }),
  validated({ body: BoxesCheckoutRequest, headers: IdempotencyHeaders }, async ({ body, headers }, _req, res) => {
    res.status(201).json(await placeBoxes(undefined, body, headers['idempotency-key']));
  }),
);

checkoutRouter.post(
  '/checkout',
  authenticate(),
  rateLimited({ ...checkoutLimit, per: 'account' }),
  validated({ body: BoxesCheckoutRequest, headers: IdempotencyHeaders }, async ({ body, headers }, req, res) => {
    res.status(201).json(await placeBoxes(callerOf(req), body, headers['idempotency-key']));
  }),
);

function hasUserId(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'userId' in body;
}

checkoutRouter.post(
  '/lookup',
  rateLimited({ action: 'lookup', message: () => orderLookupMessages.tooMany, per: 'email' }),
  validated({ body: OrderLookupRequest }, async ({ body }, _req, res) => {
    res.json(await lookupGuestOrders(body));
  }),
);

/** Stripe's cancel URL (see orders/cancel-checkout.ts). */
checkoutRouter.get(
  '/:id/checkout-cancelled',
  validated({ params: IdParam, query: CheckoutCancelledQuery }, async ({ params, query }, _req, res) => {
    res.redirect(303, await cancelCheckout(params.id, query.token, appUrl()));
  }),
);
