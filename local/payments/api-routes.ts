// The slice of Stripe's REST API that Checkout integrations call, answered in Stripe's
// wire format so the unchanged Stripe SDK works against it.
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import { ApiError, clientError } from './api-error.js';
import { formBody, formList, formString, type FormMap } from './form-params.js';
import type { IdempotencyCache } from './idempotency.js';
import type { PaymentStore } from './payments.js';
import { parseCreateSessionParams, parseMetadata } from './session-params.js';
import type { CheckoutSession, SessionStore } from './sessions.js';
import { chargeObject, lineItemList, paymentIntentObject, refundObject, sessionObject } from './stripe-objects.js';

// The version stripe@23 pins; used for events when a client sends no Stripe-Version.
const DEFAULT_API_VERSION = '2026-10-28.endive';

export interface ApiContext {
  store: SessionStore;
  payments: PaymentStore;
  idempotency: IdempotencyCache;
  /** Milliseconds since the epoch. */
  now: () => number;
  payUrl: (sessionId: string) => string;
}

interface ApiRequest {
  /** The `:id` of the path, if it has one. */
  id: string;
  params: FormMap;
  apiVersion: string;
}

/** Stripe's API under /v1: every request needs a test secret key, every answer is JSON. */
export function apiRouter(context: ApiContext): Router {
  const answer =
    (handler: (request: ApiRequest, context: ApiContext) => unknown): RequestHandler =>
    (request, response) =>
      respond(handler, request, response, context);

  const router = express.Router();
  router.use((request, response, next) => {
    response.set('Cache-Control', 'no-store');
    response.locals.apiKey = authenticate(request.get('authorization'));
    next();
  }, formBody);
  router.post('/checkout/sessions', answer(createSession));
  router.get('/checkout/sessions/:id', answer(retrieveSession));
  router.post('/checkout/sessions/:id/expire', answer(expireSession));
  router.get(
    '/checkout/sessions/:id/line_items',
    answer((request) => lineItemList(findSession(request.id, context))),
  );
  router.post('/refunds', answer(createRefund));
  router.get('/refunds', answer(listRefunds));
  router.get('/refunds/:id', answer(retrieveRefund));
  router.get('/payment_intents/:id', answer(retrievePaymentIntent));
  router.get('/charges/:id', answer(retrieveCharge));
  router.use((request) => {
    throw new ApiError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${request.method}: ${request.baseUrl}${request.path}). The local payment provider implements only Checkout Sessions (create, retrieve, expire, line_items), Refunds (create, retrieve, list), and retrieving PaymentIntents and Charges.`,
    );
  });
  router.use(stripeErrors);
  return router;
}

/** Answers with what the handler returns; a POST with an Idempotency-Key that was seen before answers as it did then. */
function respond(
  handler: (request: ApiRequest, context: ApiContext) => unknown,
  request: express.Request,
  response: express.Response,
  context: ApiContext,
): void {
  const apiRequest: ApiRequest = {
    id: String(request.params.id ?? ''),
    params: (request.method === 'POST' ? (request.body as FormMap | undefined) : request.query) ?? {},
    apiVersion: request.get('stripe-version') || DEFAULT_API_VERSION,
  };
  const idempotencyKey = request.method === 'POST' ? request.get('idempotency-key') : undefined;
  if (!idempotencyKey) {
    response.json(handler(apiRequest, context));
    return;
  }

  // Keys belong to an account, so the same key under another API key is a new request.
  const scopedKey = `${String(response.locals.apiKey)}\n${idempotencyKey}`;
  const fingerprint = `${request.method} ${request.baseUrl}${request.path}\n${JSON.stringify(apiRequest.params)}`;
  const saved = context.idempotency.lookup(scopedKey, fingerprint);
  if (saved.kind === 'conflict') {
    throw new ApiError(
      400,
      'idempotency_error',
      `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
    );
  }
  if (saved.kind === 'replay') {
    response.set('Idempotent-Replayed', 'true').json(saved.body);
    return;
  }
  const body = handler(apiRequest, context);
  context.idempotency.remember(scopedKey, fingerprint, body);
  response.json(body);
}

/** Errors in Stripe's shape; the provider's own failures go on to the app's handler. */
const stripeErrors: ErrorRequestHandler = (error, _request, response, next) => {
  const apiError = clientError(error);
  if (apiError) response.status(apiError.status).json(apiError.toBody());
  else next(error);
};

function listRefunds(request: ApiRequest, context: ApiContext) {
  const paymentIntentId = formString(request.params, 'payment_intent', 'payment_intent');
  const chargeId = formString(request.params, 'charge', 'charge');
  const data = context.payments.refunds({ paymentIntentId, chargeId }).map(refundObject);
  return { object: 'list', data, has_more: false, url: '/v1/refunds' };
}

function retrieveRefund(request: ApiRequest, context: ApiContext) {
  const refund = context.payments.findRefund(request.id);
  if (!refund) throw new ApiError(404, 'invalid_request_error', `No such refund: '${request.id}'`, { code: 'resource_missing', param: 'id' });
  return refundObject(refund);
}

/** POST /v1/refunds: `payment_intent` or `charge`, an optional `amount` in cents, `reason` and `metadata`. */
function createRefund(request: ApiRequest, context: ApiContext) {
  const { params } = request;
  const amountText = formString(params, 'amount', 'amount');
  if (amountText !== undefined && (!/^\d+$/.test(amountText) || Number(amountText) < 1)) {
    throw new ApiError(400, 'invalid_request_error', `Invalid positive integer: amount must be a whole number of at least 1, got ${amountText}`, {
      code: 'parameter_invalid',
      param: 'amount',
    });
  }
  const reason = formString(params, 'reason', 'reason') ?? null;
  if (reason !== null && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) {
    throw new ApiError(400, 'invalid_request_error', `Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`, {
      code: 'parameter_invalid',
      param: 'reason',
    });
  }
  const refund = context.payments.refund({
    paymentIntentId: formString(params, 'payment_intent', 'payment_intent'),
    chargeId: formString(params, 'charge', 'charge'),
    amount: amountText === undefined ? undefined : Number(amountText),
    metadata: parseMetadata(params, 'metadata'),
    reason,
  });
  return refundObject(refund);
}

function retrievePaymentIntent(request: ApiRequest, context: ApiContext) {
  const payment = context.payments.byPaymentIntent(request.id);
  if (!payment) throw missingPaymentObject('payment_intent', request.id);
  return paymentIntentObject(payment);
}

function retrieveCharge(request: ApiRequest, context: ApiContext) {
  const payment = context.payments.byCharge(request.id);
  if (!payment) throw missingPaymentObject('charge', request.id);
  return chargeObject(payment);
}

function missingPaymentObject(name: 'payment_intent' | 'charge', id: string): ApiError {
  return new ApiError(404, 'invalid_request_error', `No such ${name}: '${id}'`, { code: 'resource_missing', param: 'id' });
}

function createSession(request: ApiRequest, context: ApiContext) {
  const input = parseCreateSessionParams(request.params, {
    nowSeconds: Math.floor(context.now() / 1000),
    apiVersion: request.apiVersion,
  });
  const session = context.store.create(input);
  return sessionObject(session, context.payUrl(session.id));
}

function retrieveSession(request: ApiRequest, context: ApiContext) {
  const expand = formList(request.params, 'expand', 'expand') ?? [];
  const session = findSession(request.id, context);
  return sessionObject(session, context.payUrl(session.id), { expandLineItems: expand.includes('line_items') });
}

function expireSession(request: ApiRequest, context: ApiContext) {
  const sessionId = request.id;
  const session = findSession(sessionId, context);
  if (!context.store.expire(sessionId)) {
    throw new ApiError(400, 'invalid_request_error', `Only Checkout Sessions with a status of open can be expired; ${sessionId} is ${session.status}.`);
  }
  return sessionObject(findSession(sessionId, context), context.payUrl(sessionId));
}

function findSession(sessionId: string, context: ApiContext): CheckoutSession {
  const session = context.store.get(sessionId);
  if (!session) {
    throw new ApiError(404, 'invalid_request_error', `No such checkout.session: '${sessionId}'`, {
      code: 'resource_missing',
      param: 'session',
    });
  }
  return session;
}

/** The API key from Bearer auth (the SDK's way) or Basic auth (curl -u sk_test_…:). */
function authenticate(authorization: string | undefined): string {
  const [scheme = '', credentials = ''] = authorization?.trim().split(/\s+/, 2) ?? [];
  const key =
    scheme.toLowerCase() === 'bearer'
      ? credentials
      : scheme.toLowerCase() === 'basic'
        ? (Buffer.from(credentials, 'base64').toString('utf8').split(':')[0] ?? '')
        : '';
  if (!key) {
    throw new ApiError(
      401,
      'invalid_request_error',
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  if (!key.startsWith('sk_test_')) {
    throw new ApiError(
      401,
      'invalid_request_error',
      `Invalid API Key provided: ${redact(key)}. The local payment provider accepts any test secret key (sk_test_…).`,
    );
  }
  return key;
}

function redact(key: string): string {
  return key.length <= 12 ? '*'.repeat(key.length) : `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}`;
}
