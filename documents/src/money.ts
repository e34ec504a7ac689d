import { z } from 'zod/mini';
import { calendarDate } from '@ssb/contract';
import { cents, counter, timestamp } from './fields';

// Money beyond the list price (docs/decisions.md §24): the fee for shipping a box home, and the
// codes and vouchers administrators make. Written only by the API.

/**
 * `settings/shipping`: the one document of the shipping settings, in cents. The `settings`
 * collection keeps one document per kind of setting, each read through its own converter.
 */
export const ShippingSettingsDoc = z.object({
  homeDeliveryFeeCents: cents,
  /** The checkout's items from which home delivery is free; null: never free. */
  freeOverCents: z.nullable(cents),
  updatedAt: timestamp,
  /** The administrator who set them last. */
  updatedBy: z.string(),
});
export type ShippingSettingsDoc = z.infer<typeof ShippingSettingsDoc>;

/** The id of the shipping settings' document in `settings`. */
export const SHIPPING_SETTINGS_ID = 'shipping';

/**
 * `promotionCodes/{codeKey}`: a code families type at checkout, kept beside the Stripe coupon and
 * promotion code it is. Its id is the code upper-cased, so two codes that differ only in case
 * cannot both exist (`create()` refuses the second).
 */
export const PromotionCodeDoc = z.object({
  /** As the administrator typed it. */
  code: z.string(),
  /** One of the two is set: a percentage (up to two decimals) or cents. */
  percentOff: z.nullable(z.number().check(z.positive(), z.maximum(100))),
  amountOffCents: z.nullable(cents),
  /** The last day it works, and the instant that day ends (where the school is, or in Hawaii): Stripe's `expires_at`. */
  expiresOn: z.nullable(calendarDate),
  expiresAt: z.nullable(timestamp),
  maxRedemptions: z.nullable(z.number().check(z.int(), z.minimum(1))),
  /** Counted when a payment with the code succeeds. */
  timesRedeemed: counter,
  /** A code limited to one school's boxes. */
  schoolId: z.nullable(z.string()),
  active: z.boolean(),
  /** The batch of single-use vouchers it was made in, if it was. */
  batchId: z.nullable(z.string()),
  stripeCouponId: z.string(),
  stripePromotionCodeId: z.string(),
  createdAt: timestamp,
  createdBy: z.string(),
});
export type PromotionCodeDoc = z.infer<typeof PromotionCodeDoc>;

/** `promotionCodeBatches/{id}`: a school's single-use vouchers, made at once under one coupon. */
export const PromotionCodeBatchDoc = z.object({
  schoolId: z.string(),
  percentOff: z.number().check(z.positive(), z.maximum(100)),
  count: z.number().check(z.int(), z.minimum(1)),
  stripeCouponId: z.string(),
  createdAt: timestamp,
  createdBy: z.string(),
});
export type PromotionCodeBatchDoc = z.infer<typeof PromotionCodeBatchDoc>;
