import { z } from 'zod/mini';
import { calendarDate, SHIPMENT_STATUSES } from '@ssb/contract';
import { timestamp } from './fields';

const count = z.number().check(z.int(), z.minimum(0));

/**
 * A shipments document (docs/decisions.md §27): one school's packed boxes leaving on one day in
 * `cartons` cartons. Each of its boxes names it (the order's `shipmentId`), set in the transaction
 * that creates it, so a box is in one shipment at most. The receipt is the school's proof of
 * delivery; a count other than `cartons` is kept beside it as the discrepancy.
 */
export const ShipmentDoc = z.object({
  schoolId: z.string(),
  /** As it was when the shipment was made: the day's list sorts by it. */
  schoolName: z.string(),
  shipDate: calendarDate,
  cartons: z.number().check(z.int(), z.minimum(1)),
  carrier: z.nullable(z.string()),
  trackingNumber: z.nullable(z.string()),
  status: z.enum(SHIPMENT_STATUSES),
  orderIds: z.array(z.string()).check(z.minLength(1)),
  createdBy: z.string(),
  createdAt: timestamp,
  shippedAt: z.nullable(timestamp),
  receipt: z.nullable(z.object({ cartonsReceived: count, receivedBy: z.string(), note: z.string(), receivedAt: timestamp, by: z.string() })),
  discrepancy: z.nullable(z.object({ cartonsExpected: count, cartonsReceived: count })),
});
export type ShipmentDoc = z.infer<typeof ShipmentDoc>;

/**
 * What a shipment reads of its school's delivery (the school dialog's fields): read apart from
 * the school's own schema so a school stored before them reads as having none.
 */
export const SchoolDeliveryDoc = z.object({
  deliveryDate: z._default(z.nullable(calendarDate), null),
  deliveryContact: z._default(z.nullable(z.object({ name: z.string(), phone: z.string() })), null),
  deliveryInstructions: z._default(z.string(), ''),
});
export type SchoolDeliveryDoc = z.infer<typeof SchoolDeliveryDoc>;
