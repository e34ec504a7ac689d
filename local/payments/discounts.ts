// Coupons and the promotion codes customers type for them, as Stripe keeps them: a coupon says
// what comes off, a promotion code is a customer-facing code for one coupon, with limits of its
// own. A redemption counts when a Checkout Session that carries it is paid, as on Stripe. In
// memory, like the sessions.
import { randomInt } from 'node:crypto';
import { ApiError, invalidParam } from './api-error.js';
import { newId } from './ids.js';
import { roundHalfUp } from './tax-rules.js';

export interface NewCoupon {
  id: string | null;
  /** A percentage (up to two decimals), or an amount in cents with its currency: one of the two. */
  percentOff: number | null;
  amountOff: number | null;
  currency: string | null;
  duration: 'once' | 'forever' | 'repeating';
  durationInMonths: number | null;
  maxRedemptions: number | null;
  /** Unix seconds. */
  redeemBy: number | null;
  name: string | null;
  metadata: Readonly<Record<string, string>>;
  /** `applies_to[products]`: the products whose lines it discounts; null: every line. */
  appliesTo: readonly string[] | null;
}

/** A product, as far as a line or a coupon names one. */
export interface Product {
  id: string;
  name: string;
  created: number;
}

export interface Coupon extends NewCoupon {
  id: string;
  created: number;
  timesRedeemed: number;
}

export interface NewPromotionCode {
  couponId: string;
  code: string | null;
  active: boolean;
  /** Unix seconds. */
  expiresAt: number | null;
  maxRedemptions: number | null;
  firstTimeTransaction: boolean;
  minimumAmount: number | null;
  minimumAmountCurrency: string | null;
  metadata: Readonly<Record<string, string>>;
}

export interface PromotionCode extends NewPromotionCode {
  id: string;
  code: string;
  created: number;
  timesRedeemed: number;
}

/** What a Checkout Session takes off: a coupon, named directly or by one of its promotion codes. */
export interface AppliedDiscount {
  couponId: string;
  promotionCodeId: string | null;
}

export interface DiscountStore {
  createProduct(input: { id: string | null; name: string }): Product;
  product(id: string): Product | undefined;
  createCoupon(input: NewCoupon): Coupon;
  coupon(id: string): Coupon | undefined;
  createPromotionCode(input: NewPromotionCode): PromotionCode;
  promotionCode(id: string): PromotionCode | undefined;
  /** Newest first; `code` is matched without regard to case, as Stripe's list filter does. */
  promotionCodes(filter: { code?: string; active?: boolean; couponId?: string }): PromotionCode[];
  updatePromotionCode(id: string, change: { active?: boolean; metadata?: Readonly<Record<string, string>> }): PromotionCode;
  /**
   * The discount a session is created with, or the ApiError Stripe answers for one that cannot
   * be redeemed now (`subtotal` is the session's, in cents, for a code's minimum amount).
   */
  resolve(requested: { coupon?: string; promotionCode?: string }, subtotal: number, param: string): AppliedDiscount;
  /** Why an applied discount can no longer be redeemed (a code used up meanwhile), or null. */
  redeemable(discount: AppliedDiscount): string | null;
  /** Counts one redemption of the coupon and of its code: a session with them was paid. */
  redeem(discount: AppliedDiscount): void;
}

// A code Stripe makes up when none is given: upper case letters and digits.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function createDiscountStore(options: { now: () => number }): DiscountStore {
  const products = new Map<string, Product>();
  const coupons = new Map<string, Coupon>();
  const codes = new Map<string, PromotionCode>();
  const nowSeconds = (): number => Math.floor(options.now() / 1000);

  function findCoupon(id: string, param: string): Coupon {
    const coupon = coupons.get(id);
    if (!coupon) throw new ApiError(400, 'invalid_request_error', `No such coupon: '${id}'`, { code: 'resource_missing', param });
    return coupon;
  }

  function findCode(id: string, param: string): PromotionCode {
    const code = codes.get(id);
    if (!code) throw new ApiError(404, 'invalid_request_error', `No such promotion code: '${id}'`, { code: 'resource_missing', param });
    return code;
  }

  /** Why a coupon cannot be redeemed now, or null. */
  function couponProblem(coupon: Coupon): string | null {
    if (coupon.redeemBy !== null && coupon.redeemBy <= nowSeconds()) return `The coupon ${coupon.id} has expired.`;
    if (coupon.maxRedemptions !== null && coupon.timesRedeemed >= coupon.maxRedemptions)
      return `The coupon ${coupon.id} has been redeemed the maximum number of times.`;
    return null;
  }

  function codeProblem(code: PromotionCode): string | null {
    if (!code.active) return `The promotion code ${code.code} is inactive.`;
    if (code.expiresAt !== null && code.expiresAt <= nowSeconds()) return `The promotion code ${code.code} has expired.`;
    if (code.maxRedemptions !== null && code.timesRedeemed >= code.maxRedemptions)
      return `The promotion code ${code.code} has been redeemed the maximum number of times.`;
    return couponProblem(coupons.get(code.couponId)!);
  }

  function ensureCodeFree(code: string, except: string | null): void {
    const taken = [...codes.values()].find((other) => other.active && other.id !== except && other.code.toLowerCase() === code.toLowerCase());
    if (taken) {
      throw new ApiError(400, 'invalid_request_error', `An active promotion code with the code '${code}' already exists.`, {
        code: 'resource_already_exists',
        param: 'code',
      });
    }
  }

  function freshCode(): string {
    for (;;) {
      const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
      if (![...codes.values()].some((other) => other.code === code)) return code;
    }
  }

  return {
    createProduct(input) {
      const id = input.id ?? newId('prod_');
      if (products.has(id)) throw new ApiError(400, 'invalid_request_error', `Product already exists.`, { code: 'resource_already_exists', param: 'id' });
      const product: Product = { id, name: input.name, created: nowSeconds() };
      products.set(id, product);
      return product;
    },
    product: (id) => products.get(id),
    createCoupon(input) {
      for (const [index, productId] of (input.appliesTo ?? []).entries()) {
        if (!products.has(productId)) throw invalidParam(`applies_to[products][${index}]`, `No such product: '${productId}'`);
      }
      const id = input.id ?? newId('', 8);
      if (coupons.has(id)) throw new ApiError(400, 'invalid_request_error', `Coupon already exists.`, { code: 'resource_already_exists', param: 'id' });
      const coupon: Coupon = { ...input, id, created: nowSeconds(), timesRedeemed: 0 };
      coupons.set(id, coupon);
      return coupon;
    },
    coupon: (id) => coupons.get(id),
    createPromotionCode(input) {
      const coupon = findCoupon(input.couponId, 'promotion[coupon]');
      if (input.expiresAt !== null && coupon.redeemBy !== null && input.expiresAt > coupon.redeemBy) {
        throw invalidParam('expires_at', "The promotion code's expires_at cannot be after the coupon's redeem_by.");
      }
      const code = input.code ?? freshCode();
      if (input.active) ensureCodeFree(code, null);
      const promotionCode: PromotionCode = { ...input, id: newId('promo_'), code, created: nowSeconds(), timesRedeemed: 0 };
      codes.set(promotionCode.id, promotionCode);
      return promotionCode;
    },
    promotionCode: (id) => codes.get(id),
    promotionCodes(filter) {
      return [...codes.values()]
        .filter(
          (code) =>
            (filter.code === undefined || code.code.toLowerCase() === filter.code.toLowerCase()) &&
            (filter.active === undefined || code.active === filter.active) &&
            (filter.couponId === undefined || code.couponId === filter.couponId),
        )
        .reverse();
    },
    updatePromotionCode(id, change) {
      const code = findCode(id, 'promotion_code');
      if (change.active === true && !code.active) ensureCodeFree(code.code, code.id);
      const next: PromotionCode = { ...code, active: change.active ?? code.active, metadata: change.metadata ?? code.metadata };
      codes.set(id, next);
      return next;
    },
    resolve(requested, subtotal, param) {
      if (requested.promotionCode !== undefined) {
        const code = codes.get(requested.promotionCode);
        if (!code) throw invalidParam(`${param}[promotion_code]`, `No such promotion code: '${requested.promotionCode}'`);
        const problem = codeProblem(code);
        if (problem) throw invalidParam(`${param}[promotion_code]`, problem);
        if (code.minimumAmount !== null && subtotal < code.minimumAmount) {
          throw invalidParam(
            `${param}[promotion_code]`,
            `The promotion code ${code.code} needs an order of at least ${code.minimumAmount} (in the smallest currency unit).`,
          );
        }
        return { couponId: code.couponId, promotionCodeId: code.id };
      }
      const coupon = findCoupon(requested.coupon ?? '', `${param}[coupon]`);
      const problem = couponProblem(coupon);
      if (problem) throw invalidParam(`${param}[coupon]`, problem);
      return { couponId: coupon.id, promotionCodeId: null };
    },
    redeemable(discount) {
      const code = discount.promotionCodeId ? codes.get(discount.promotionCodeId) : undefined;
      return code ? codeProblem(code) : couponProblem(coupons.get(discount.couponId)!);
    },
    redeem(discount) {
      const coupon = coupons.get(discount.couponId);
      if (coupon) coupons.set(coupon.id, { ...coupon, timesRedeemed: coupon.timesRedeemed + 1 });
      const code = discount.promotionCodeId ? codes.get(discount.promotionCodeId) : undefined;
      if (code) codes.set(code.id, { ...code, timesRedeemed: code.timesRedeemed + 1 });
    },
  };
}

/**
 * What a coupon takes off a subtotal, in cents: a percentage rounded to the cent (halves up),
 * or its amount, never more than the subtotal.
 */
export function discountAmount(coupon: Pick<Coupon, 'percentOff' | 'amountOff'>, subtotal: number): number {
  // Percentages have at most two decimals: in hundredths of a percent they are whole.
  const off = coupon.percentOff !== null ? roundHalfUp(subtotal * Math.round(coupon.percentOff * 100), 10_000) : (coupon.amountOff ?? 0);
  return Math.min(off, subtotal);
}

/** Which of a session's lines a coupon discounts: those of its products (`applies_to`), or every line. */
export const discountedLines = (coupon: Pick<Coupon, 'appliesTo'>, lineProducts: readonly (string | null)[]): boolean[] =>
  lineProducts.map((product) => coupon.appliesTo === null || (product !== null && coupon.appliesTo.includes(product)));

/**
 * A session's discount spread over its lines in proportion to their amounts (rounded down), the
 * cents rounding left going to the largest lines first, so the lines' discounts add up to it.
 */
export function spreadDiscount(amounts: readonly number[], discount: number): number[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (total === 0 || discount === 0) return amounts.map(() => 0);
  const shares = amounts.map((amount) => Math.floor((amount * discount) / total));
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  const byAmount = amounts.map((amount, index) => ({ amount, index })).sort((a, b) => b.amount - a.amount || a.index - b.index);
  for (const { index } of byAmount) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
