import type Stripe from 'stripe';
import { stripe } from '../lib/stripe';

// The Stripe side of a code: a coupon (what comes off, once per checkout) and the promotion code
// families type for it. Every write of these objects is here.

/** A coupon taking a percentage or an amount (cents, USD) off one checkout. */
export async function createCoupon(off: { percentOff: number | null; amountOffCents: number | null }, name: string, metadata: Record<string, string>) {
  const amount: Stripe.CouponCreateParams =
    off.percentOff !== null ? { percent_off: off.percentOff } : { amount_off: off.amountOffCents ?? 0, currency: 'usd' };
  return stripe().coupons.create({ ...amount, duration: 'once', name: name.slice(0, 40), metadata });
}

export interface NewStripeCode {
  couponId: string;
  code: string;
  maxRedemptions: number | null;
  expiresAt: Date | null;
  metadata: Record<string, string>;
}

export async function createPromotionCode(input: NewStripeCode) {
  return stripe().promotionCodes.create({
    promotion: { type: 'coupon', coupon: input.couponId },
    code: input.code,
    ...(input.maxRedemptions !== null ? { max_redemptions: input.maxRedemptions } : {}),
    ...(input.expiresAt ? { expires_at: Math.floor(input.expiresAt.getTime() / 1000) } : {}),
    metadata: input.metadata,
  });
}

export async function setPromotionCodeActive(stripePromotionCodeId: string, active: boolean) {
  return stripe().promotionCodes.update(stripePromotionCodeId, { active });
}

/** Stripe's refusal of a code whose letters an active promotion code has already (its `code` checked here beforehand, that is what is left to refuse it). */
export function isCodeTaken(err: unknown): boolean {
  const { code, param } = (err ?? {}) as { code?: unknown; param?: unknown };
  return code === 'resource_already_exists' || param === 'code';
}
