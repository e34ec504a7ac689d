import { z } from 'zod/mini';
import { moneyMessages } from './money-texts';
import { isDollarAmount, staffMessages } from './staff-rules';

// Shipping a box home (docs/decisions.md §24): one fee per checkout that sends at least one box
// home, waived when the checkout's items come to a threshold. No fee until an administrator sets
// one, so a shop that ships nothing home changes nothing.

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
