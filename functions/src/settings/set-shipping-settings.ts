import { Timestamp } from 'firebase-admin/firestore';
import { dollarsToCents, type ShippingSettings, type ShippingSettingsRequest } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { toApiShipping } from './convert';
import { shippingSettingsRef, type ShippingSettingsDoc } from './repository';

/** PUT /settings/shipping: the whole settings at once, in one write (nothing is read first, so no transaction is needed). */
export async function setShippingSettings(caller: Caller, body: ShippingSettingsRequest): Promise<ShippingSettings> {
  const doc: ShippingSettingsDoc = {
    homeDeliveryFeeCents: dollarsToCents(body.homeDeliveryFee),
    freeOverCents: body.freeOver === null ? null : dollarsToCents(body.freeOver),
    updatedAt: Timestamp.now(),
    updatedBy: caller.uid,
  };
  await shippingSettingsRef().set(doc);
  return toApiShipping(doc);
}
