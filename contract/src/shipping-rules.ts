import { formatMoney } from './i18n/format';
import { moneyMessages } from './money-texts';
import type { ShippingSettings } from './shipping';

// Shipping a box home (docs/decisions.md §24): one fee per checkout that sends at least one box
// home, waived when the checkout's items come to a threshold.

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
