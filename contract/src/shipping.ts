import { z } from 'zod/mini';
import { formatMoney } from './i18n/format';
import { defineTexts } from './i18n/texts';
import en from './locales/money.en';
import { isDollarAmount, staffMessages } from './staff-rules';

// Shipping a box home (docs/decisions.md §24): one fee per checkout that sends at least one box
// home, waived when the checkout's items come to a threshold. No fee until an administrator sets
// one, so a shop that ships nothing home changes nothing.

/** The texts of money beyond the list price (shipping, codes), in the current language. */
export const moneyMessages = defineTexts('contract.money', en, { es: () => import('./locales/money.es') });

/** The shipping settings as the API answers them, in dollars: `freeOver` null means no order ships free. */
export const ShippingSettings = z.object({ homeDeliveryFee: z.number(), freeOver: z.nullable(z.number()) });
export type ShippingSettings = z.infer<typeof ShippingSettings>;

/** GET /settings/shipping and PUT /settings/shipping. */
export const ShippingSettingsResponse = z.object({ shipping: ShippingSettings });
export type ShippingSettingsResponse = z.infer<typeof ShippingSettingsResponse>;

/** What the settings are until an administrator sets them: no fee. */
export const NO_SHIPPING_FEE: ShippingSettings = { homeDeliveryFee: 0, freeOver: null };

const amount = z.number().check(z.refine(isDollarAmount, { error: () => staffMessages.priceInvalid }));
const freeOverInvalid = { error: () => moneyMessages.shipping.freeOverInvalid };

/** PUT /settings/shipping: the whole settings; a threshold left out (or null) is none. */
export const ShippingSettingsRequest = z.object({
  homeDeliveryFee: amount,
  freeOver: z._default(z.nullable(z.number(freeOverInvalid).check(z.refine(isDollarAmount, freeOverInvalid), z.positive(freeOverInvalid))), null),
});
export type ShippingSettingsRequest = z.infer<typeof ShippingSettingsRequest>;

/**
 * The line the shop shows before the family types anything ("Home delivery: $9.00, free on orders
 * of $50.00 or more"), or null when there is no fee to tell of.
 */
export function homeDeliveryText(settings: ShippingSettings): string | null {
  if (settings.homeDeliveryFee <= 0) return null;
  const fee = formatMoney(settings.homeDeliveryFee);
  return settings.freeOver === null
    ? moneyMessages.shipping.homeDeliveryFee({ fee })
    : moneyMessages.shipping.homeDelivery({ fee, freeOver: formatMoney(settings.freeOver) });
}

/**
 * The shipping a checkout pays, in cents: the fee once when at least one of its boxes goes home,
 * nothing when its items (after what the family already has, before tax) come to the threshold
 * or more, and nothing when every box goes to its school.
 */
export function shippingChargeCents(
  settings: { homeDeliveryFeeCents: number; freeOverCents: number | null },
  checkout: { itemsCents: number; anyBoxHome: boolean },
): number {
  if (!checkout.anyBoxHome) return 0;
  if (settings.freeOverCents !== null && checkout.itemsCents >= settings.freeOverCents) return 0;
  return settings.homeDeliveryFeeCents;
}
