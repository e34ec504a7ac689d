// The slice of Stripe's REST API that Checkout integrations call, answered in Stripe's
// wire format so the unchanged Stripe SDK works against it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from './api-error.js';
import { decodeForm, FormDecodeError, formList, formString, type FormMap } from './form-decode.js';
import { readBody, sendJson } from './http-util.js';
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
  method: string;
  path: string;
  params: FormMap;
  apiVersion: string;
}

interface ApiResult {
  status: number;
  body: unknown;
}

const ROUTE = /^\/v1\/checkout\/sessions(?:\/([A-Za-z0-9_]+)(?:\/(expire|line_items))?)?$/;
const REFUNDS = /^\/v1\/refunds(?:\/([A-Za-z0-9_]+))?$/;
const PAYMENT_OBJECT = /^\/v1\/(payment_intents|charges)\/([A-Za-z0-9_]+)$/;

export async function handleApiRequest(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  context: ApiContext,
): Promise<void> {
  try {
    const apiKey = authenticate(request.headers.authorization);
    const method = request.method ?? 'GET';
    const body = method === 'POST' ? await readBody(request) : '';
    const apiRequest: ApiRequest = {
      method,
      path: url.pathname,
      params: decodeForm(method === 'POST' ? body : url.search.slice(1)),
      apiVersion: header(request, 'stripe-version') ?? DEFAULT_API_VERSION,
    };
    const idempotencyKey = method === 'POST' ? header(request, 'idempotency-key') : undefined;
    if (idempotencyKey === undefined) {
      const result = route(apiRequest, context);
      sendJson(response, result.status, result.body);
      return;
    }

    // Keys belong to an account, so the same key under another API key is a new request.
    const scopedKey = `${apiKey}\n${idempotencyKey}`;
    const fingerprint = `${method} ${url.pathname}\n${body}`;
    const saved = context.idempotency.lookup(scopedKey, fingerprint);
    if (saved.kind === 'conflict') {
      throw new ApiError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
      );
    }
    if (saved.kind === 'replay') {
      sendJson(response, saved.status, saved.body, { 'Idempotent-Replayed': 'true' });
      return;
    }
    const result = route(apiRequest, context);
    context.idempotency.remember(scopedKey, fingerprint, result.status, result.body);
    sendJson(response, result.status, result.body);
  } catch (error) {
    const apiError =
      error instanceof ApiError
        ? error
        : error instanceof FormDecodeError
          ? new ApiError(400, 'invalid_request_error', error.message, { code: 'parameter_invalid', param: error.param })
          : null;
    if (!apiError) throw error;
    sendJson(response, apiError.status, apiError.toBody());
  }
}

function route(request: ApiRequest, context: ApiContext): ApiResult {
  const refunds = REFUNDS.exec(request.path);
  if (refunds) return refundRoute(request, refunds[1], context);
  const paymentObject = PAYMENT_OBJECT.exec(request.path);
  if (paymentObject && request.method === 'GET') return retrievePaymentObject(paymentObject[1] as 'payment_intents' | 'charges', paymentObject[2]!, context);
  const match = ROUTE.exec(request.path);
  const sessionId = match?.[1];
  const action = match?.[2];
  if (match && request.method === 'POST' && sessionId === undefined) return createSession(request, context);
  if (sessionId !== undefined) {
    if (request.method === 'GET' && action === undefined) return retrieveSession(sessionId, request, context);
    if (request.method === 'POST' && action === 'expire') return expireSession(sessionId, context);
    if (request.method === 'GET' && action === 'line_items') {
      return { status: 200, body: lineItemList(findSession(sessionId, context)) };
    }
  }
  throw new ApiError(
    404,
    'invalid_request_error',
    `Unrecognized request URL (${request.method}: ${request.path}). The local payment provider implements only Checkout Sessions (create, retrieve, expire, line_items), Refunds (create, retrieve, list), and retrieving PaymentIntents and Charges.`,
  );
}

function refundRoute(request: ApiRequest, refundId: string | undefined, context: ApiContext): ApiResult {
  if (request.method === 'POST' && refundId === undefined) return createRefund(request, context);
  if (request.method === 'GET' && refundId !== undefined) {
    const refund = context.payments.findRefund(refundId);
    if (!refund) throw new ApiError(404, 'invalid_request_error', `No such refund: '${refundId}'`, { code: 'resource_missing', param: 'id' });
    return { status: 200, body: refundObject(refund) };
  }
  if (request.method === 'GET') {
    const paymentIntentId = formString(request.params, 'payment_intent', 'payment_intent');
    const chargeId = formString(request.params, 'charge', 'charge');
    const data = context.payments.refunds({ paymentIntentId, chargeId }).map(refundObject);
    return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/refunds' } };
  }
  throw new ApiError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${request.path}).`);
}

/** POST /v1/refunds: `payment_intent` or `charge`, an optional `amount` in cents, `reason` and `metadata`. */
function createRefund(request: ApiRequest, context: ApiContext): ApiResult {
  const { params } = request;
  const amountText = formString(params, 'amount', 'amount');
  if (amountText !== undefined && (!/^\d+$/.test(amountText) || Number(amountText) < 1)) {
    throw new ApiError(400, 'invalid_request_error', `Invalid positive integer: amount must be a whole number of at least 1, got ${amountText}`, { code: 'parameter_invalid', param: 'amount' });
  }
  const reason = formString(params, 'reason', 'reason') ?? null;
  if (reason !== null && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) {
    throw new ApiError(400, 'invalid_request_error', `Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`, { code: 'parameter_invalid', param: 'reason' });
  }
  const refund = context.payments.refund({
    paymentIntentId: formString(params, 'payment_intent', 'payment_intent'),
    chargeId: formString(params, 'charge', 'charge'),
    amount: amountText === undefined ? undefined : Number(amountText),
    metadata: parseMetadata(params, 'metadata'),
    reason,
  });
  return { status: 200, body: refundObject(refund) };
}

function retrievePaymentObject(kind: 'payment_intents' | 'charges', id: string, context: ApiContext): ApiResult {
  const payment = kind === 'payment_intents' ? context.payments.byPaymentIntent(id) : context.payments.byCharge(id);
  if (!payment) {
    const name = kind === 'payment_intents' ? 'payment_intent' : 'charge';
    throw new ApiError(404, 'invalid_request_error', `No such ${name}: '${id}'`, { code: 'resource_missing', param: 'id' });
  }
  return { status: 200, body: kind === 'payment_intents' ? paymentIntentObject(payment) : chargeObject(payment) };
}

function createSession(request: ApiRequest, context: ApiContext): ApiResult {
  const input = parseCreateSessionParams(request.params, {
    nowSeconds: Math.floor(context.now() / 1000),
    apiVersion: request.apiVersion,
  });
  const session = context.store.create(input);
  return { status: 200, body: sessionObject(session, context.payUrl(session.id)) };
}

function retrieveSession(sessionId: string, request: ApiRequest, context: ApiContext): ApiResult {
  const expand = formList(request.params, 'expand', 'expand') ?? [];
  const session = findSession(sessionId, context);
  return {
    status: 200,
    body: sessionObject(session, context.payUrl(session.id), { expandLineItems: expand.includes('line_items') }),
  };
}

function expireSession(sessionId: string, context: ApiContext): ApiResult {
  const session = findSession(sessionId, context);
  if (!context.store.expire(sessionId)) {
    throw new ApiError(
      400,
      'invalid_request_error',
      `Only Checkout Sessions with a status of open can be expired; ${sessionId} is ${session.status}.`,
    );
  }
  return { status: 200, body: sessionObject(findSession(sessionId, context), context.payUrl(sessionId)) };
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

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) || undefined;
}
