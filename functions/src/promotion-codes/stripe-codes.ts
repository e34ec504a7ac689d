import type Stripe from 'stripe';
import { stripe } from '../lib/stripe';
import { API_TEXTS } from '../texts';

// The Stripe side of a code: a coupon (what comes off, once per checkout) and the promotion code
// families type for it, and the Stripe product the boxes a code applies to are sold as on the
// payment page. Every write of these objects is here.

/**
 * The Stripe product a box is sold as when a code applies to it: one for every school, or one
 * per school for a school's codes. A coupon applies to its product only (`applies_to`), so it
 * never takes anything off the Shipping or Sales tax lines, nor off another school's boxes.
 */
export const boxProductId = (schoolId: string | null): string => (schoolId ? `ssb_boxes_${schoolId}` : 'ssb_boxes');

const madeProducts = new Set<string>();

/** Makes the box product `id` in Stripe unless it is there already (once per instance). */
export async function ensureBoxProduct(id: string): Promise<void> {
  if (madeProducts.has(id)) return;
  try {
    await stripe().products.create({ id, name: API_TEXTS.orders.boxProduct });
  } catch (err) {
    if ((err as { code?: unknown }).code !== 'resource_already_exists') throw err;
  }
  madeProducts.add(id);
}

/** A coupon taking a percentage or an amount (cents, USD) off one checkout's boxes of `schoolId` (or every school's). */
export async function createCoupon(
  off: { percentOff: number | null; amountOffCents: number | null },
  name: string,
  metadata: Record<string, string>,
  schoolId: string | null,
) {
  const amount: Stripe.CouponCreateParams =
    off.percentOff !== null ? { percent_off: off.percentOff } : { amount_off: off.amountOffCents ?? 0, currency: 'usd' };
  const product = boxProductId(schoolId);
  await ensureBoxProduct(product);
  return stripe().coupons.create({ ...amount, duration: 'once', name: name.slice(0, 40), metadata, applies_to: { products: [product] } });
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
