// The slice of Stripe's REST API that Checkout integrations call, answered in Stripe's
// wire format so the unchanged Stripe SDK works against it.
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import { ApiError, clientError, invalidParam } from './api-error.js';
import { couponObject, parseCouponParams, parsePromotionCodeParams, parsePromotionCodeUpdate, promotionCodeObject } from './discount-api.js';
import { discountAmount, discountedLines as discountLines, type DiscountStore, type PromotionCode } from './discounts.js';
import { formBoolean, formBody, formList, formString, required, type FormMap } from './form-params.js';
import type { IdempotencyCache } from './idempotency.js';
import type { PaymentStore } from './payments.js';
import { parseCreateSessionParams, parseMetadata } from './session-params.js';
import type { CheckoutSession, SessionStore } from './sessions.js';
import { chargeObject, lineItemList, paymentIntentObject, refundObject, sessionObject } from './stripe-objects.js';
import {
  calculationLineList,
  calculationObject,
  findCalculation,
  findTransaction,
  listPage,
  parseCalculationParams,
  parseReversalParams,
  transactionLineObject,
  transactionObject,
} from './tax-api.js';
import type { TaxStore } from './tax.js';

// The version stripe@23 pins; used for events when a client sends no Stripe-Version.
const DEFAULT_API_VERSION = '2026-10-28.endive';

export interface ApiContext {
  store: SessionStore;
  payments: PaymentStore;
  tax: TaxStore;
  discounts: DiscountStore;
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
  router.post('/tax/calculations', answer(createCalculation));
  router.get(
    '/tax/calculations/:id',
    answer((request) => calculationObject(findCalculation(context.tax, request.id), expandOf(request))),
  );
  router.get(
    '/tax/calculations/:id/line_items',
    answer((request) => calculationLineList(findCalculation(context.tax, request.id), request.params)),
  );
  router.post('/tax/transactions/create_from_calculation', answer(createTransaction));
  router.post(
    '/tax/transactions/create_reversal',
    answer((request) => transactionObject(context.tax.reverse(parseReversalParams(request.params)), expandOf(request))),
  );
  router.get(
    '/tax/transactions/:id',
    answer((request) => transactionObject(findTransaction(context.tax, request.id), expandOf(request))),
  );
  router.get(
    '/tax/transactions/:id/line_items',
    answer((request) => {
      const transaction = findTransaction(context.tax, request.id);
      return listPage(transaction.lines, request.params, `/v1/tax/transactions/${transaction.id}/line_items`, (line) =>
        transactionLineObject(line, transaction),
      );
    }),
  );
  router.post(
    '/coupons',
    answer((request) => couponObject(context.discounts.createCoupon(parseCouponParams(request.params, nowSeconds(context))), nowSeconds(context))),
  );
  router.get('/coupons/:id', answer(retrieveCoupon));
  router.post('/products', answer(createProduct));
  router.get('/products/:id', answer(retrieveProduct));
  router.post('/promotion_codes', answer(createPromotionCode));
  router.get('/promotion_codes', answer(listPromotionCodes));
  router.get(
    '/promotion_codes/:id',
    answer((request) => promotionCodeAnswer(findPromotionCode(request.id, context), request, context)),
  );
  router.post(
    '/promotion_codes/:id',
    answer((request) => promotionCodeAnswer(context.discounts.updatePromotionCode(request.id, parsePromotionCodeUpdate(request.params)), request, context)),
  );
  router.use((request) => {
    throw new ApiError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${request.method}: ${request.baseUrl}${request.path}). The local payment provider implements only Checkout Sessions (create, retrieve, expire, line_items), Refunds (create, retrieve, list), retrieving PaymentIntents and Charges, Tax Calculations and Transactions (create, retrieve, line_items, reversals), Products (create, retrieve), Coupons (create, retrieve) and Promotion Codes (create, retrieve, list, update).`,
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

const nowSeconds = (context: ApiContext) => Math.floor(context.now() / 1000);

const expandOf = (request: ApiRequest) => (formList(request.params, 'expand', 'expand') ?? []).map(String);

function createSession(request: ApiRequest, context: ApiContext) {
  const { requestedDiscount, ...input } = parseCreateSessionParams(request.params, {
    nowSeconds: nowSeconds(context),
    apiVersion: request.apiVersion,
  });
  const lineItems = input.lineItems.map((item, index) => {
    if (item.product === null) return item;
    const product = context.discounts.product(item.product);
    if (!product) throw invalidParam(`line_items[${index}][price_data][product]`, `No such product: '${item.product}'`);
    return { ...item, name: product.name };
  });
  const subtotal = lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  const discount = requestedDiscount ? context.discounts.resolve(requestedDiscount, subtotal, 'discounts[0]') : null;
  const coupon = discount ? context.discounts.coupon(discount.couponId) : undefined;
  if (coupon?.currency && coupon.currency !== input.currency) {
    throw invalidParam('discounts[0]', `The coupon ${coupon.id} is in ${coupon.currency}; this session is in ${input.currency}.`);
  }
  // A coupon limited to products (`applies_to`) takes its amount off their lines only, as on Stripe.
  const discountedLines = coupon
    ? discountLines(
        coupon,
        lineItems.map((item) => item.product),
      )
    : null;
  const discountedSubtotal = lineItems.reduce((sum, item, index) => sum + (discountedLines?.[index] === false ? 0 : item.unitAmount * item.quantity), 0);
  const session = context.store.create({
    ...input,
    lineItems,
    discount,
    amountDiscount: coupon ? discountAmount(coupon, discountedSubtotal) : 0,
    discountedLines,
  });
  return sessionObject(session, context.payUrl(session.id));
}

function createCalculation(request: ApiRequest, context: ApiContext) {
  return calculationObject(context.tax.calculate(parseCalculationParams(request.params, nowSeconds(context))), expandOf(request));
}

function createTransaction(request: ApiRequest, context: ApiContext) {
  const { params } = request;
  const transaction = context.tax.record({
    calculationId: required(formString(params, 'calculation', 'calculation'), 'calculation'),
    reference: required(formString(params, 'reference', 'reference'), 'reference'),
    metadata: parseMetadata(params, 'metadata'),
    postedAt: null,
  });
  return transactionObject(transaction, expandOf(request));
}

const productObject = (product: { id: string; name: string; created: number }) => ({
  id: product.id,
  object: 'product' as const,
  active: true,
  created: product.created,
  livemode: false,
  metadata: {},
  name: product.name,
});

function createProduct(request: ApiRequest, context: ApiContext) {
  const id = formString(request.params, 'id', 'id') ?? null;
  if (id !== null && !/^[A-Za-z0-9_-]{1,200}$/.test(id)) throw invalidParam('id', `Invalid product id: ${id}`);
  return productObject(context.discounts.createProduct({ id, name: required(formString(request.params, 'name', 'name'), 'name') }));
}

function retrieveProduct(request: ApiRequest, context: ApiContext) {
  const product = context.discounts.product(request.id);
  if (!product) throw new ApiError(404, 'invalid_request_error', `No such product: '${request.id}'`, { code: 'resource_missing', param: 'id' });
  return productObject(product);
}

function retrieveCoupon(request: ApiRequest, context: ApiContext) {
  const coupon = context.discounts.coupon(request.id);
  if (!coupon) throw new ApiError(404, 'invalid_request_error', `No such coupon: '${request.id}'`, { code: 'resource_missing', param: 'id' });
  return couponObject(coupon, nowSeconds(context));
}

function findPromotionCode(id: string, context: ApiContext): PromotionCode {
  const code = context.discounts.promotionCode(id);
  if (!code) throw new ApiError(404, 'invalid_request_error', `No such promotion code: '${id}'`, { code: 'resource_missing', param: 'id' });
  return code;
}

function promotionCodeAnswer(code: PromotionCode, request: ApiRequest, context: ApiContext) {
  const expandCoupon = expandOf(request).includes('promotion.coupon');
  return promotionCodeObject(code, context.discounts.coupon(code.couponId)!, { nowSeconds: nowSeconds(context), expandCoupon });
}

function createPromotionCode(request: ApiRequest, context: ApiContext) {
  return promotionCodeAnswer(context.discounts.createPromotionCode(parsePromotionCodeParams(request.params, nowSeconds(context))), request, context);
}

/** GET /v1/promotion_codes: by `code` (any case), `active` and `coupon`, newest first, a page at a time. */
function listPromotionCodes(request: ApiRequest, context: ApiContext) {
  const { params } = request;
  const codes = context.discounts.promotionCodes({
    code: formString(params, 'code', 'code'),
    active: formBoolean(params, 'active', 'active'),
    couponId: formString(params, 'coupon', 'coupon'),
  });
  return listPage(codes, params, '/v1/promotion_codes', (code) => promotionCodeAnswer(code, request, context));
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
