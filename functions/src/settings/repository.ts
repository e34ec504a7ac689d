import { SHIPPING_SETTINGS_ID, type ShippingSettingsDoc } from '@ssb/documents';
import { collection } from '../lib/collections';

export type { ShippingSettingsDoc };

/** The shipping settings' one document. */
export const shippingSettingsRef = () => collection.shippingSettings().doc(SHIPPING_SETTINGS_ID);

/** The stored shipping settings, or null until an administrator has set them. */
export async function findShippingSettings(): Promise<ShippingSettingsDoc | null> {
  return (await shippingSettingsRef().get()).data() ?? null;
}
