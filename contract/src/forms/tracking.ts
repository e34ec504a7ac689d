import { z } from 'zod/mini';
import { requiredText } from '../fields';
import { staffMessages } from '../staff-rules';
import { CARRIER_MAX_LENGTH, TRACKING_NUMBER_MAX_LENGTH, trackingNumberOf } from '../tracking';

// The staff order page's tracking form and the API's request, in a module of their own: only
// that form carries the schema.

/** PUT /orders/{id}/tracking: the carrier's name and the number, spaces and dashes left out. */
export const TrackingRequest = z.object({
  carrier: requiredText(CARRIER_MAX_LENGTH, () => staffMessages.carrierRequired),
  trackingNumber: z.pipe(
    z.pipe(
      requiredText(TRACKING_NUMBER_MAX_LENGTH, () => staffMessages.trackingNumberRequired),
      z.transform(trackingNumberOf),
    ),
    z.string().check(z.regex(/^[A-Z0-9]+$/, { error: () => staffMessages.trackingNumberInvalid })),
  ),
});
export type TrackingRequest = z.infer<typeof TrackingRequest>;
export type TrackingBody = z.input<typeof TrackingRequest>;
