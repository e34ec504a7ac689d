import { z } from 'zod/mini';
import { OrderStatus } from './enums';
import { Order } from './orders';
import { OrderTimelineEvent } from './order-steps';

// One order as its page shows it (GET /orders/{id}): the order, and its timeline of every change
// from what the product records (its history of status moves and pick-ups, its refund, the
// e-mails it was announced in); for the school's staff and administrators, the delivery, the
// payment with every refund, and the e-mails with whether each was delivered.

/** One change of an order, oldest first; `at` is an ISO 8601 instant. */
export const TimelineEntry = z.object({
  at: z.string(),
  event: OrderTimelineEvent,
  /** Who made it (staff and administrators see it): an e-mail address, or one of `orderActorKinds` (order-actors.ts). */
  by: z.optional(z.string()),
  /** The status before (statusChanged, packed, cancelled). */
  from: z.optional(OrderStatus),
  /** The status after (placed, paid, packed, statusChanged, cancelled). */
  to: z.optional(OrderStatus),
  /** Dollars refunded (refunded). */
  amount: z.optional(z.number()),
  /** The e-mail's subject (emailed). */
  subject: z.optional(z.string()),
  /** The item as ordered (substituted, removed). */
  item: z.optional(z.string()),
  /** What was sent in its place (substituted). */
  substitute: z.optional(z.string()),
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;

/** An e-mail sent about the order: what the mail sender reports of its delivery, once it has tried. */
export const OrderEmail = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  at: z.string(),
  /** The sender's state (PENDING, PROCESSING, SUCCESS, ERROR, RETRY), when it ended, and its error; null until it has tried. */
  delivery: z.nullable(z.object({ state: z.string(), at: z.nullable(z.string()), error: z.nullable(z.string()) })),
});
export type OrderEmail = z.infer<typeof OrderEmail>;

/** The order's payment: the amount of its box, when it was paid, and every refund of it (dollars). */
export const OrderPayment = z.object({
  amount: z.number(),
  paidAt: z.nullable(z.string()),
  paymentIntentId: z.nullable(z.string()),
  /** The total refunded. */
  refunded: z.number(),
  /** Each refund of the payment that went to this box, by Stripe's id. */
  refunds: z.array(z.object({ id: z.string(), amount: z.number() })),
  /**
   * What went back by part (refund-allocation.ts `refundParts`): its items after skips, the discount
   * taken off them (a positive number), shipping and tax; items − discount + shipping + tax is
   * `refunded`. Answered once something went back, for refunds recorded since parts were kept.
   */
  refundParts: z.optional(z.object({ items: z.number(), discount: z.number(), shipping: z.number(), tax: z.number() })),
});
export type OrderPayment = z.infer<typeof OrderPayment>;

/** What the school's staff and administrators see beyond the order. */
export const StaffOrderDetails = z.object({
  delivery: z.object({ toSchool: z.boolean(), address: z.string() }),
  payment: OrderPayment,
  /** When its family picked it up at the school, and who ticked it; null until then. */
  pickedUp: z.nullable(z.object({ at: z.string(), by: z.string() })),
  emails: z.array(OrderEmail),
  /** The box's teacher (null: Not known yet) and the school whose teachers staff pick among (docs/decisions.md §28). */
  teacher: z.optional(z.object({ schoolId: z.string(), id: z.nullable(z.string()), name: z.nullable(z.string()) })),
});
export type StaffOrderDetails = z.infer<typeof StaffOrderDetails>;

/** GET /orders/{id}: the order and its timeline; `details` for the school's staff and administrators. */
export const OrderDetailResponse = z.object({ order: Order, timeline: z.array(TimelineEntry), details: z.optional(StaffOrderDetails) });
export type OrderDetailResponse = z.infer<typeof OrderDetailResponse>;

/** The most e-mails an order page lists: an order is announced a handful of times. */
export const MAX_ORDER_EMAILS = 50;
