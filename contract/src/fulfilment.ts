import { z } from 'zod/mini';
import { OrderStatus, ProductType } from './enums';
import { id } from './fields';
import { bulkStatusTargets } from './order-lifecycle';
import { Order } from './orders';
import { ItemChange } from './backorders';
import { requestMessages } from './request-messages';

// Fulfilment: the pick list, packing slips, order exports, bulk status moves and the
// handover checklist, for the people who pack and hand out the boxes (which orders they are:
// order-lifecycle.ts).

/** One product of a school's pick list: the total over the boxes, from the orders' snapshots. */
export const PickListProduct = z.object({
  productId: z.string(),
  name: z.string(),
  /** The product's type now; null when the product has since been deleted (shown as Unknown). */
  productType: z.nullable(ProductType),
  quantity: z.number(),
  /** How many boxes it goes into. */
  boxes: z.number(),
});
export type PickListProduct = z.infer<typeof PickListProduct>;

export const PickListSupplyList = z.object({ supplyListId: z.string(), name: z.string(), boxes: z.number() });
export type PickListSupplyList = z.infer<typeof PickListSupplyList>;

/**
 * A change of the boxes' items on the pick list: an item and its substitute, or an item removed,
 * with how many boxes and (a removal) what they were refunded in all, in dollars.
 */
export const PickListItemChange = z.object({
  change: z.enum(['substituted', 'removed']),
  item: z.string(),
  substitute: z.nullable(z.string()),
  boxes: z.number(),
  refunded: z.nullable(z.number()),
});
export type PickListItemChange = z.infer<typeof PickListItemChange>;

/** What one teacher's boxes hold, product by product, as the pick list counts them. */
export const PickListTeacher = z.object({
  teacherName: z.nullable(z.string()),
  boxes: z.number(),
  products: z.array(PickListProduct),
});
export type PickListTeacher = z.infer<typeof PickListTeacher>;

/** GET /schools/{id}/pick-list: `by=teacher` adds the boxes by teacher. */
export const PickListQuery = z.object({ by: z.optional(z.literal('teacher')) });
export type PickListQuery = z.infer<typeof PickListQuery>;

/** GET /schools/{id}/pick-list. */
export const PickListResponse = z.object({
  pickList: z.object({
    school: z.object({ id: z.string(), name: z.string() }),
    boxes: z.number(),
    products: z.array(PickListProduct),
    supplyLists: z.array(PickListSupplyList),
    /** Where boxes are sent otherwise than ordered (backorders); boxes no longer counted are left out. */
    itemChanges: z.array(PickListItemChange),
  }),
  /** Asked for with `?by=teacher`: the same boxes by teacher, as their packing slips sort them (Not known yet, null, last). */
  teachers: z.optional(z.array(PickListTeacher)),
});
export type PickListResponse = z.infer<typeof PickListResponse>;
export type PickList = PickListResponse['pickList'];

/** An item of a packing slip: what, and how many; never its price. */
const SlipItem = z.object({ productId: z.string(), name: z.string(), quantity: z.number() });

/** One box's packing slip: who it is for, where it goes and what goes in it. */
export const PackingSlip = z.object({
  id: z.string(),
  status: OrderStatus,
  createdAt: z.string(),
  studentFirstName: z.string(),
  studentLastName: z.string(),
  schoolName: z.string(),
  listName: z.string(),
  /** Delivered to the school, or to `address` at home (for school delivery `address` is the school's). */
  delivery: z.object({ toSchool: z.boolean(), address: z.string() }),
  items: z.array(SlipItem),
  /** What the family already has, left out of the box: said on the slip so nobody packs it. Answered only when there is some. */
  skippedItems: z.optional(z.array(SlipItem)),
  /** Items sent otherwise than ordered (a backorder's substitute or removal): said on the slip. Answered only when there are some. */
  itemChanges: z.optional(z.array(ItemChange)),
  /** When its family picked it up at the school (the handover tick); answered only once it was. */
  pickedUpAt: z.optional(z.string()),
  /** The child's teacher (docs/decisions.md §28); answered only when known. */
  teacherName: z.optional(z.string()),
});
export type PackingSlip = z.infer<typeof PackingSlip>;

/**
 * GET /schools/{id}/packing-slips: a page of the school's boxes (paid, not yet completed), newest
 * first. GET /schools/{id}/handover: a page of what waits to be picked up at the school, the boxes
 * and the orders made ready for pickup (Completed, to the school, not picked up yet).
 */
export const PackingSlipsPage = z.object({ packingSlips: z.array(PackingSlip), nextCursor: z.nullable(z.string()) });
export type PackingSlipsPage = z.infer<typeof PackingSlipsPage>;

/** GET /orders/{id}/packing-slip. */
export const PackingSlipResponse = z.object({ packingSlip: PackingSlip });
export type PackingSlipResponse = z.infer<typeof PackingSlipResponse>;

/** The most orders one bulk move may name (the administrator's selection). */
export const MAX_BULK_ORDERS = 1000;

export const BulkStatusTarget = z.enum(bulkStatusTargets);
export type BulkStatusTarget = z.infer<typeof BulkStatusTarget>;

/** POST /orders/bulk-status: the orders selected in All Orders, or every paid order of a school. */
export const BulkStatusRequest = z
  .object({
    status: BulkStatusTarget,
    orderIds: z.optional(
      z.array(id).check(
        z.minLength(1, { error: () => requestMessages.bulk.atLeastOne }),
        z.maxLength(MAX_BULK_ORDERS, { error: () => requestMessages.bulk.atMost({ max: MAX_BULK_ORDERS }) }),
        z.refine((ids) => new Set(ids).size === ids.length, { error: () => requestMessages.bulk.eachOnce }),
      ),
    ),
    schoolId: z.optional(id),
  })
  .check(z.refine((body) => (body.orderIds === undefined) !== (body.schoolId === undefined), { error: () => requestMessages.bulk.ordersOrSchool }));
export type BulkStatusRequest = z.infer<typeof BulkStatusRequest>;

/** What a bulk move did: how many orders moved, and which were left and why; the packer's warning when it took products below zero. */
export const BulkStatusResponse = z.object({
  moved: z.number(),
  skipped: z.array(z.object({ id: z.string(), reason: z.string() })),
  stockWarning: z.optional(z.string()),
});
export type BulkStatusResponse = z.infer<typeof BulkStatusResponse>;

/** POST /orders/{id}/hand-over: the handover checklist's tick (the order becomes COMPLETED). */
export const HandOverResponse = z.object({ order: Order });
export type HandOverResponse = z.infer<typeof HandOverResponse>;

/** DELETE /orders/{id}/hand-over: the tick undone, on the day it was made (the order is back where it was). */
export const UndoHandOverResponse = z.object({ order: Order });
export type UndoHandOverResponse = z.infer<typeof UndoHandOverResponse>;

/** One box handed to its family today, which may still be undone. */
export const HandedOverBox = z.object({
  id: z.string(),
  studentFirstName: z.string(),
  studentLastName: z.string(),
  listName: z.string(),
  handedOverAt: z.string(),
});
export type HandedOverBox = z.infer<typeof HandedOverBox>;

/** The most boxes GET /schools/{id}/handed-over answers: the latest of the day. */
export const MAX_HANDED_OVER_SHOWN = 200;

/** GET /schools/{id}/handed-over: the school's boxes handed over since the start of its day, latest first. */
export const HandedOverResponse = z.object({ handedOver: z.array(HandedOverBox) });
export type HandedOverResponse = z.infer<typeof HandedOverResponse>;
