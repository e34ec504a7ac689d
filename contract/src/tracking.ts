import { z } from 'zod/mini';

// Tracking for a box sent home (docs/decisions.md §27): the carrier and number an administrator
// types, and the carrier's own tracking page for the three the product knows.

export const CARRIER_MAX_LENGTH = 40;
export const TRACKING_NUMBER_MAX_LENGTH = 40;

/** The carriers whose tracking page a number opens, by the name a carrier is typed as (letters only, any case). */
const TRACKING_PAGES: Record<string, (number: string) => string> = {
  usps: (number) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`,
  ups: (number) => `https://www.ups.com/track?tracknum=${number}`,
  fedex: (number) => `https://www.fedex.com/fedextrack/?trknbr=${number}`,
};

const carrierKey = (carrier: string) => carrier.toLowerCase().replace(/[^a-z]/g, '');

/** A number as carriers print it, with spaces or dashes between groups, as their pages read it: its letters and digits, upper case. */
export const trackingNumberOf = (typed: string): string => typed.replace(/[\s-]/g, '').toUpperCase();

/** The carrier's tracking page for the number (USPS, UPS, FedEx, however cased or spaced); null for another carrier, which shows the number only. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const page = TRACKING_PAGES[carrierKey(carrier)];
  return page ? page(encodeURIComponent(trackingNumber)) : null;
}

/** A box's tracking as the API answers it: with the carrier's page when it has one. */
export const OrderTracking = z.object({ carrier: z.string(), trackingNumber: z.string(), url: z.optional(z.string()) });
export type OrderTracking = z.infer<typeof OrderTracking>;
