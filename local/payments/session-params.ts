// Reads `POST /v1/checkout/sessions` parameters into a NewSession, rejecting what Stripe
// would reject with the messages and `param` names Stripe uses, so a mistake in the
// product's checkout code fails here the way it would fail in production.
import { invalidParam, missingParam } from './api-error.js';
import { formList, formMap, formString, required, type FormMap, type FormValue } from './form-params.js';
import type { NewLineItem, NewSession } from './sessions.js';

const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;
const METADATA_LIMITS = { keys: 50, keyLength: 40, valueLength: 500 };

/** A discount as a session asks for it: a coupon's id or a promotion code's, not yet checked. */
export interface RequestedDiscount {
  coupon?: string;
  promotionCode?: string;
}

/** The session as asked for; its discount is looked up by the caller, which knows the coupons. */
export type ParsedSession = Omit<NewSession, 'discount' | 'amountDiscount' | 'discountedLines'> & { requestedDiscount: RequestedDiscount | null };

export function parseCreateSessionParams(form: FormMap, context: { nowSeconds: number; apiVersion: string }): ParsedSession {
  const mode = required(formString(form, 'mode', 'mode'), 'mode');
  if (mode !== 'payment') {
    throw invalidParam('mode', `Unsupported mode: ${mode}. The local payment provider supports only mode=payment.`);
  }
  const rawItems = formList(form, 'line_items', 'line_items');
  if (!rawItems?.length) throw missingParam('line_items');
  const items = rawItems.map((raw, index) => parseLineItem(raw, `line_items[${index}]`));
  const currency = items[0]?.currency ?? '';
  items.forEach((item, index) => {
    if (item.currency !== currency) {
      throw invalidParam(`line_items[${index}][price_data][currency]`, `All line items must use the same currency; line_items[0] uses ${currency}.`);
    }
  });

  return {
    mode,
    currency,
    lineItems: items.map((item) => item.lineItem),
    successUrl: parseUrl(form, 'success_url'),
    cancelUrl: parseUrl(form, 'cancel_url'),
    customerEmail: parseEmail(form),
    clientReferenceId: parseClientReferenceId(form),
    metadata: parseMetadata(form, 'metadata'),
    paymentIntentMetadata: parsePaymentIntentMetadata(form),
    expiresAt: parseExpiresAt(form, context.nowSeconds),
    apiVersion: context.apiVersion,
    locale: parseLocale(form),
    requestedDiscount: parseDiscounts(form),
  };
}

/** `discounts`: Checkout takes one, a coupon or a promotion code. */
function parseDiscounts(form: FormMap): RequestedDiscount | null {
  const list = formList(form, 'discounts', 'discounts');
  if (!list?.length) return null;
  if (list.length > 1) throw invalidParam('discounts', 'Checkout Sessions take at most one discount.');
  const [raw] = list;
  if (typeof raw === 'string' || Array.isArray(raw) || raw === undefined) throw invalidParam('discounts[0]', 'Invalid hash: discounts[0] must be a hash');
  const coupon = formString(raw, 'coupon', 'discounts[0][coupon]');
  const promotionCode = formString(raw, 'promotion_code', 'discounts[0][promotion_code]');
  if ((coupon === undefined) === (promotionCode === undefined)) {
    throw invalidParam('discounts[0]', 'A discount names exactly one of coupon or promotion_code.');
  }
  return coupon !== undefined ? { coupon } : { promotionCode };
}

function parseLineItem(raw: FormValue, param: string): { currency: string; lineItem: NewLineItem } {
  if (typeof raw === 'string' || Array.isArray(raw)) throw invalidParam(param, `Invalid hash: ${param} must be a hash`);
  if (formString(raw, 'price', `${param}[price]`) !== undefined) {
    throw invalidParam(`${param}[price]`, 'The local payment provider has no saved Prices; describe the item with price_data instead.');
  }
  const priceParam = `${param}[price_data]`;
  const priceData = required(formMap(raw, 'price_data', priceParam), priceParam);
  const currencyParam = `${priceParam}[currency]`;
  const currency = required(formString(priceData, 'currency', currencyParam), currencyParam).toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalidParam(currencyParam, `Invalid currency: ${currency}`);
  const productParam = `${priceParam}[product_data]`;
  const product = formString(priceData, 'product', `${priceParam}[product]`) ?? null;
  const productData = formMap(priceData, 'product_data', productParam);
  if ((product === null) === (productData === undefined)) {
    throw invalidParam(priceParam, `You must pass exactly one of ${priceParam}[product] or ${productParam}.`);
  }
  const nameParam = `${productParam}[name]`;

  return {
    currency,
    lineItem: {
      // A line of an existing product is titled by it (the caller, which knows the products, names it).
      name: productData ? required(formString(productData, 'name', nameParam), nameParam) : '',
      description: productData ? (formString(productData, 'description', `${productParam}[description]`) ?? null) : null,
      product,
      unitAmount: positiveInteger(priceData, 'unit_amount', `${priceParam}[unit_amount]`),
      quantity: positiveInteger(raw, 'quantity', `${param}[quantity]`),
    },
  };
}

function positiveInteger(map: FormMap, key: string, param: string): number {
  const text = required(formString(map, key, param), param);
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < 1) {
    throw invalidParam(param, `Invalid positive integer: ${param} must be a whole number of at least 1, got ${text}`);
  }
  return value;
}

function parseUrl(form: FormMap, param: string): string {
  const text = required(formString(form, param, param), param);
  const protocol = URL.canParse(text) ? new URL(text).protocol : '';
  if (protocol !== 'http:' && protocol !== 'https:') throw invalidParam(param, `Not a valid URL: ${text}`);
  return text;
}

function parseEmail(form: FormMap): string | null {
  const email = formString(form, 'customer_email', 'customer_email');
  if (email === undefined) return null;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw invalidParam('customer_email', `Invalid email address: ${email}`);
  return email;
}

function parseClientReferenceId(form: FormMap): string | null {
  const id = formString(form, 'client_reference_id', 'client_reference_id');
  if (id !== undefined && id.length > 200) {
    throw invalidParam('client_reference_id', 'client_reference_id must be at most 200 characters.');
  }
  return id ?? null;
}

/** `metadata` (or `<prefix>[metadata]`) as Stripe limits it; shared by sessions and refunds. */
export function parseMetadata(form: FormMap, param: string): Record<string, string> {
  const raw = formMap(form, 'metadata', param) ?? {};
  const metadata: Record<string, string> = {};
  for (const key of Object.keys(raw)) {
    const keyParam = `${param}[${key}]`;
    const value = formString(raw, key, keyParam);
    if (key.length > METADATA_LIMITS.keyLength) {
      throw invalidParam(keyParam, `Metadata keys can be at most ${METADATA_LIMITS.keyLength} characters.`);
    }
    if (value !== undefined && value.length > METADATA_LIMITS.valueLength) {
      throw invalidParam(keyParam, `Metadata values can be at most ${METADATA_LIMITS.valueLength} characters.`);
    }
    // An empty value unsets the key, as on Stripe.
    if (value !== undefined) metadata[key] = value;
  }
  if (Object.keys(metadata).length > METADATA_LIMITS.keys) {
    throw invalidParam(param, `Metadata can have at most ${METADATA_LIMITS.keys} keys.`);
  }
  return metadata;
}

/** `payment_intent_data[metadata]`: what the PaymentIntent (and so its charge) carries, which refund events show. */
function parsePaymentIntentMetadata(form: FormMap): Record<string, string> {
  const data = formMap(form, 'payment_intent_data', 'payment_intent_data');
  return data ? parseMetadata(data, 'payment_intent_data[metadata]') : {};
}

function parseExpiresAt(form: FormMap, nowSeconds: number): number {
  const text = formString(form, 'expires_at', 'expires_at');
  if (text === undefined) return nowSeconds + MAX_EXPIRY_SECONDS;
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value)) {
    throw invalidParam('expires_at', `Invalid integer: ${text}`);
  }
  const lifetime = value - nowSeconds;
  if (lifetime < MIN_EXPIRY_SECONDS || lifetime > MAX_EXPIRY_SECONDS) {
    throw invalidParam('expires_at', 'The `expires_at` timestamp must be between 30 minutes and 24 hours after Checkout Session creation.');
  }
  return value;
}

// The languages Stripe Checkout is shown in (`auto`: the browser's); the page speaks English and Spanish of them.
const CHECKOUT_LOCALES = new Set(
  'auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hi-IN hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW'.split(
    ' ',
  ),
);

function parseLocale(form: FormMap): string | null {
  const locale = formString(form, 'locale', 'locale');
  if (locale === undefined) return null;
  if (!CHECKOUT_LOCALES.has(locale)) throw invalidParam('locale', `Invalid locale: must be one of ${[...CHECKOUT_LOCALES].join(', ')}`);
  return locale;
}
