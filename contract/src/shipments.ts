import { z } from 'zod/mini';
import { calendarDate } from './calendar-fields';
import { id, optionalText, requiredText, text } from './fields';
import { PageQuery, nextCursor } from './paging';
import { MAX_SHIPMENT_BOXES, MAX_SHIPMENT_CARTONS, SHIPMENT_STATUSES, shipmentMessages } from './shipment-rules';

// Shipments to a school (docs/decisions.md §27): the packed boxes that leave the warehouse for
// one school on one day, in cartons, with their manifest, and the school's receipt at the door.
// Administrators create and ship them; the school's representatives read theirs and sign for them.

export const ShipmentStatus = z.enum(SHIPMENT_STATUSES);
export type ShipmentStatus = z.infer<typeof ShipmentStatus>;

const cartonsInvalid = { error: () => shipmentMessages.cartonsInvalid };
const cartonsReceivedInvalid = { error: () => shipmentMessages.cartonsReceivedInvalid };
const receivedByRequired = () => shipmentMessages.receivedByRequired;

/**
 * POST /shipments: the school's packed boxes not yet in a shipment, or exactly `orderIds`
 * (each the school's, packed and in no shipment), leaving on `shipDate` in `cartons` cartons.
 */
export const CreateShipmentRequest = z.object({
  schoolId: id,
  shipDate: calendarDate,
  cartons: z.number(cartonsInvalid).check(z.int(cartonsInvalid), z.minimum(1, cartonsInvalid), z.maximum(MAX_SHIPMENT_CARTONS, cartonsInvalid)),
  carrier: z.optional(text(60)),
  trackingNumber: z.optional(text(100)),
  orderIds: z.optional(
    z.array(id).check(
      z.minLength(1, { error: () => shipmentMessages.ordersAtLeastOne }),
      z.maxLength(MAX_SHIPMENT_BOXES, { error: () => shipmentMessages.tooManyBoxes({ max: MAX_SHIPMENT_BOXES }) }),
      z.refine((ids) => new Set(ids).size === ids.length, { error: () => shipmentMessages.ordersEachOnce }),
    ),
  ),
});
export type CreateShipmentRequest = z.infer<typeof CreateShipmentRequest>;

/** GET /shipments: a day's shipments, a page at a time. */
export const ShipmentsQuery = z.extend(PageQuery, { shipDate: calendarDate });
export type ShipmentsQuery = z.infer<typeof ShipmentsQuery>;

/** GET /shipments/manifest(.csv): the day's manifest of all its shipments. */
export const DayManifestQuery = z.object({ shipDate: calendarDate });
export type DayManifestQuery = z.infer<typeof DayManifestQuery>;

/** PUT /shipments/{id}/status: handed to the carrier. RECEIVED follows from the receipt. */
export const SetShipmentStatusRequest = z.object({ status: z.literal('SHIPPED') });
export type SetShipmentStatusRequest = z.infer<typeof SetShipmentStatusRequest>;

/** POST /shipments/{id}/receipt: what the school counted at its door, and who signed. */
export const ShipmentReceiptRequest = z.object({
  cartonsReceived: z
    .number(cartonsReceivedInvalid)
    .check(z.int(cartonsReceivedInvalid), z.minimum(0, cartonsReceivedInvalid), z.maximum(MAX_SHIPMENT_CARTONS, cartonsReceivedInvalid)),
  // A receipt sent without the name is told what to enter, not that a string was expected.
  receivedBy: z.pipe(z.string({ error: receivedByRequired }), requiredText(100, receivedByRequired)),
  note: optionalText(500),
});
export type ShipmentReceiptRequest = z.infer<typeof ShipmentReceiptRequest>;

/** The proof of delivery: who counted how many cartons when, signed in as `by` (the account id). */
export const ShipmentReceipt = z.object({
  cartonsReceived: z.number(),
  receivedBy: z.string(),
  note: z.string(),
  /** ISO 8601. */
  receivedAt: z.string(),
  by: z.string(),
});
export type ShipmentReceipt = z.infer<typeof ShipmentReceipt>;

/** A receipt whose count is not the manifest's cartons: the administrators were e-mailed at once. */
export const ShipmentDiscrepancy = z.object({ cartonsExpected: z.number(), cartonsReceived: z.number() });
export type ShipmentDiscrepancy = z.infer<typeof ShipmentDiscrepancy>;

export const Shipment = z.object({
  id: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  /** `YYYY-MM-DD`. */
  shipDate: z.string(),
  cartons: z.number(),
  carrier: z.nullable(z.string()),
  trackingNumber: z.nullable(z.string()),
  status: ShipmentStatus,
  /** Its boxes' order ids, in manifest order. */
  orderIds: z.array(z.string()),
  boxCount: z.number(),
  /** ISO 8601. */
  createdAt: z.string(),
  shippedAt: z.nullable(z.string()),
  receipt: z.nullable(ShipmentReceipt),
  discrepancy: z.nullable(ShipmentDiscrepancy),
});
export type Shipment = z.infer<typeof Shipment>;

export const ShipmentResponse = z.object({ shipment: Shipment });
export type ShipmentResponse = z.infer<typeof ShipmentResponse>;

export const ShipmentsPage = z.object({ shipments: z.array(Shipment), nextCursor });
export type ShipmentsPage = z.infer<typeof ShipmentsPage>;

/** One box on a manifest. */
export const ManifestBox = z.object({
  orderId: z.string(),
  /** As the family's e-mails name it: #1234ABCD. */
  orderNumber: z.string(),
  childName: z.string(),
  /** The list it was bought from (its name says the grade). */
  listName: z.string(),
  /** The child's teacher, where known; absent while the product does not know it. */
  teacher: z.optional(z.string()),
});
export type ManifestBox = z.infer<typeof ManifestBox>;

/** Where the cartons go, and whom to ask at the door. */
export const ManifestSchool = z.object({
  id: z.string(),
  name: z.string(),
  /** Its address on one line. */
  address: z.string(),
  /** `YYYY-MM-DD`, or null when the school has none. */
  deliveryDate: z.nullable(z.string()),
  deliveryContact: z.nullable(z.object({ name: z.string(), phone: z.string() })),
  /** May be empty. */
  deliveryInstructions: z.string(),
});
export type ManifestSchool = z.infer<typeof ManifestSchool>;

export const ShipmentManifest = z.object({ shipment: Shipment, school: ManifestSchool, boxes: z.array(ManifestBox) });
export type ShipmentManifest = z.infer<typeof ShipmentManifest>;

/** GET /shipments/{id}/manifest. */
export const ShipmentManifestResponse = z.object({ manifest: ShipmentManifest });
export type ShipmentManifestResponse = z.infer<typeof ShipmentManifestResponse>;

/** GET /shipments/manifest: every shipment of the day, each with its manifest. */
export const DayManifestResponse = z.object({ shipDate: z.string(), manifests: z.array(ShipmentManifest) });
export type DayManifestResponse = z.infer<typeof DayManifestResponse>;

/** The most shipments on their way to one school that its dashboard lists: a school gets a few a season. */
export const MAX_SHIPMENTS_ON_THE_WAY = 20;

/** GET /schools/{id}/shipments: the school's shipments on their way (SHIPPED, not yet signed for), newest ship date first. */
export const SchoolShipmentsResponse = z.object({ shipments: z.array(Shipment) });
export type SchoolShipmentsResponse = z.infer<typeof SchoolShipmentsResponse>;

/** The most schools GET /shipments/ready answers: the counters are read in one bounded query. */
export const MAX_READY_SCHOOLS = 500;

/** A school with packed boxes delivered to it in no shipment yet (docs/decisions.md §27). */
export const ReadyToShipSchool = z.object({ schoolId: z.string(), schoolName: z.string(), boxes: z.number() });
export type ReadyToShipSchool = z.infer<typeof ReadyToShipSchool>;

/** GET /shipments/ready: those schools, by name. */
export const ReadyToShipResponse = z.object({ schools: z.array(ReadyToShipSchool) });
export type ReadyToShipResponse = z.infer<typeof ReadyToShipResponse>;
