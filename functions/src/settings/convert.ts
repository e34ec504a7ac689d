import { centsToDollars, NO_SHIPPING_FEE, type ShippingSettings } from '@ssb/contract';
import type { ShippingSettingsDoc } from './repository';

/** The settings as the API answers them, in dollars; none stored yet is no fee. */
export const toApiShipping = (doc: ShippingSettingsDoc | null): ShippingSettings =>
  doc
    ? { homeDeliveryFee: centsToDollars(doc.homeDeliveryFeeCents), freeOver: doc.freeOverCents === null ? null : centsToDollars(doc.freeOverCents) }
    : NO_SHIPPING_FEE;
