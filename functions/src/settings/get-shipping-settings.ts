import type { ShippingSettings } from '@ssb/contract';
import { toApiShipping } from './convert';
import { findShippingSettings } from './repository';

/** GET /settings/shipping: the fee for a box shipped home, none until an administrator sets one. */
export async function getShippingSettings(): Promise<ShippingSettings> {
  return toApiShipping(await findShippingSettings());
}
