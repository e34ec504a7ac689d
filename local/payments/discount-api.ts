// Coupons and promotion codes under /v1: read from Stripe's form parameters, refused as Stripe
// refuses, and answered in its wire shapes (promotion codes as API versions since 2025-09-30
// write them: `promotion: { type: 'coupon', coupon }`).
import { invalidParam } from './api-error.js';
import type { Coupon, NewCoupon, NewPromotionCode, PromotionCode } from './discounts.js';
import { formBoolean, formInteger, formList, formMap, formString, required, type FormMap } from './form-params.js';
import { parseMetadata } from './session-params.js';

const COUPON_NAME_MAX_LENGTH = 40;
const CODE = /^[a-zA-Z0-9]{1,500}$/;

export function parseCouponParams(form: FormMap, nowSeconds: number): NewCoupon {
  const percentText = formString(form, 'percent_off', 'percent_off');
  const amountOff = formInteger(form, 'amount_off', 'amount_off', { min: 1 }) ?? null;
  if ((percentText === undefined) === (amountOff === null)) {
    throw invalidParam('percent_off', 'You must pass exactly one of percent_off or amount_off.');
  }
  let percentOff: number | null = null;
  if (percentText !== undefined) {
    percentOff = Number(percentText);
    if (!/^\d+(\.\d{1,2})?$/.test(percentText) || percentOff <= 0 || percentOff > 100) {
      throw invalidParam('percent_off', `Invalid percent_off: must be greater than 0 and at most 100, with at most two decimals, got ${percentText}`);
    }
  }
  const currency = formString(form, 'currency', 'currency')?.toLowerCase() ?? null;
  if (amountOff !== null && currency === null) throw invalidParam('currency', 'A coupon with amount_off needs a currency.');
  const duration = formString(form, 'duration', 'duration') ?? 'once';
  if (duration !== 'once' && duration !== 'forever' && duration !== 'repeating') {
    throw invalidParam('duration', 'Invalid duration: must be one of once, forever or repeating');
  }
  const durationInMonths = formInteger(form, 'duration_in_months', 'duration_in_months', { min: 1 }) ?? null;
  if ((duration === 'repeating') !== (durationInMonths !== null)) {
    throw invalidParam('duration_in_months', 'duration_in_months is required with duration=repeating, and only then.');
  }
  const redeemBy = formInteger(form, 'redeem_by', 'redeem_by') ?? null;
  if (redeemBy !== null && redeemBy <= nowSeconds) throw invalidParam('redeem_by', 'redeem_by must be in the future.');
  const name = formString(form, 'name', 'name') ?? null;
  if (name !== null && name.length > COUPON_NAME_MAX_LENGTH) throw invalidParam('name', `name must be at most ${COUPON_NAME_MAX_LENGTH} characters.`);
  const id = formString(form, 'id', 'id') ?? null;
  if (id !== null && !/^[A-Za-z0-9_-]{1,200}$/.test(id)) throw invalidParam('id', `Invalid coupon id: ${id}`);
  return {
    id,
    percentOff,
    amountOff,
    currency: amountOff === null ? null : currency,
    duration,
    durationInMonths,
    maxRedemptions: formInteger(form, 'max_redemptions', 'max_redemptions', { min: 1 }) ?? null,
    redeemBy,
    name,
    metadata: parseMetadata(form, 'metadata'),
    appliesTo: parseAppliesTo(form),
  };
}

/** `applies_to[products][]`: the coupon discounts those products' lines only. */
function parseAppliesTo(form: FormMap): string[] | null {
  const appliesTo = formMap(form, 'applies_to', 'applies_to');
  if (!appliesTo) return null;
  const products = (formList(appliesTo, 'products', 'applies_to[products]') ?? []).map((raw, index) => {
    if (typeof raw !== 'string' || !raw) throw invalidParam(`applies_to[products][${index}]`, 'Invalid product id');
    return raw;
  });
  return products.length ? products : null;
}

export function parsePromotionCodeParams(form: FormMap, nowSeconds: number): NewPromotionCode {
  // `promotion[coupon]` since 2025-09-30; `coupon` before.
  const promotion = formMap(form, 'promotion', 'promotion');
  const couponId = promotion
    ? required(formString(promotion, 'coupon', 'promotion[coupon]'), 'promotion[coupon]')
    : required(formString(form, 'coupon', 'coupon'), 'promotion[coupon]');
  if (promotion && (formString(promotion, 'type', 'promotion[type]') ?? 'coupon') !== 'coupon') {
    throw invalidParam('promotion[type]', 'Invalid promotion[type]: must be coupon');
  }
  const code = formString(form, 'code', 'code') ?? null;
  if (code !== null && !CODE.test(code)) {
    throw invalidParam('code', 'Invalid code: valid characters are lower case letters (a-z), upper case letters (A-Z), and digits (0-9).');
  }
  const expiresAt = formInteger(form, 'expires_at', 'expires_at') ?? null;
  if (expiresAt !== null && expiresAt <= nowSeconds) throw invalidParam('expires_at', 'expires_at must be in the future.');
  const restrictions = formMap(form, 'restrictions', 'restrictions') ?? {};
  const minimumAmount = formInteger(restrictions, 'minimum_amount', 'restrictions[minimum_amount]', { min: 1 }) ?? null;
  const minimumAmountCurrency = formString(restrictions, 'minimum_amount_currency', 'restrictions[minimum_amount_currency]')?.toLowerCase() ?? null;
  if ((minimumAmount === null) !== (minimumAmountCurrency === null)) {
    throw invalidParam('restrictions[minimum_amount_currency]', 'restrictions[minimum_amount] and restrictions[minimum_amount_currency] go together.');
  }
  return {
    couponId,
    code,
    active: formBoolean(form, 'active', 'active') ?? true,
    expiresAt,
    maxRedemptions: formInteger(form, 'max_redemptions', 'max_redemptions', { min: 1 }) ?? null,
    firstTimeTransaction: formBoolean(restrictions, 'first_time_transaction', 'restrictions[first_time_transaction]') ?? false,
    minimumAmount,
    minimumAmountCurrency,
    metadata: parseMetadata(form, 'metadata'),
  };
}

/** `POST /v1/promotion_codes/{id}`: `active` and `metadata`, what the product changes. */
export function parsePromotionCodeUpdate(form: FormMap): { active?: boolean; metadata?: Record<string, string> } {
  return {
    active: formBoolean(form, 'active', 'active'),
    ...(form.metadata !== undefined ? { metadata: parseMetadata(form, 'metadata') } : {}),
  };
}

export function couponObject(coupon: Coupon, nowSeconds: number) {
  const expired = coupon.redeemBy !== null && coupon.redeemBy <= nowSeconds;
  const usedUp = coupon.maxRedemptions !== null && coupon.timesRedeemed >= coupon.maxRedemptions;
  return {
    id: coupon.id,
    object: 'coupon' as const,
    amount_off: coupon.amountOff,
    ...(coupon.appliesTo ? { applies_to: { products: [...coupon.appliesTo] } } : {}),
    created: coupon.created,
    currency: coupon.currency,
    duration: coupon.duration,
    duration_in_months: coupon.durationInMonths,
    livemode: false,
    max_redemptions: coupon.maxRedemptions,
    metadata: { ...coupon.metadata },
    name: coupon.name,
    percent_off: coupon.percentOff,
    redeem_by: coupon.redeemBy,
    times_redeemed: coupon.timesRedeemed,
    valid: !expired && !usedUp,
  };
}

export function promotionCodeObject(code: PromotionCode, coupon: Coupon, options: { nowSeconds: number; expandCoupon: boolean }) {
  return {
    id: code.id,
    object: 'promotion_code' as const,
    active: code.active,
    code: code.code,
    created: code.created,
    customer: null,
    customer_account: null,
    expires_at: code.expiresAt,
    livemode: false,
    max_redemptions: code.maxRedemptions,
    metadata: { ...code.metadata },
    promotion: { coupon: options.expandCoupon ? couponObject(coupon, options.nowSeconds) : coupon.id, type: 'coupon' as const },
    restrictions: {
      first_time_transaction: code.firstTimeTransaction,
      minimum_amount: code.minimumAmount,
      minimum_amount_currency: code.minimumAmountCurrency,
    },
    times_redeemed: code.timesRedeemed,
  };
}
