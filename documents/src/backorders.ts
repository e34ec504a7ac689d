import { z } from 'zod/mini';
import { backorderChoices, calendarDate } from '@ssb/contract';
import { cents, timestamp } from './fields';

/**
 * A product on backorder (docs/decisions.md §26), on the product: its delay (1 for the first,
 * 2 for a second…), the date it is now expected, and the substitute offered, if any.
 */
export const ProductBackorderDoc = z.object({
  delay: z.number().check(z.int(), z.minimum(1)),
  revisedDate: calendarDate,
  substituteProductId: z.nullable(z.string()),
  at: timestamp,
});
export type ProductBackorderDoc = z.infer<typeof ProductBackorderDoc>;

/**
 * `backorderNotices/{orderId}_{productId}_{delay}`: one box told of one delay of one of its items,
 * created with its e-mail in one transaction (`create()`: told once, however often the
 * administrator's call is repeated), and the family's choice once made. `choice` is null until
 * the family answers or the revised date passes (the scheduled defaults find it by
 * `choice` and `revisedDate`).
 */
export const BackorderNoticeDoc = z.object({
  orderId: z.string(),
  productId: z.string(),
  delay: z.number().check(z.int(), z.minimum(1)),
  revisedDate: calendarDate,
  /** The item as the box holds it, and the substitute offered, as the family was told. */
  itemName: z.string(),
  quantity: z.number().check(z.int(), z.minimum(1)),
  substituteProductId: z.nullable(z.string()),
  substituteName: z.nullable(z.string()),
  choice: z.nullable(z.enum(backorderChoices)),
  /** What the choice refunded: the item's share for a removal, all that was left for a cancellation. */
  refundCents: z._default(cents, 0),
  /** The family did not answer by the revised date: the rule's default was taken. */
  defaulted: z._default(z.boolean(), false),
  chosenAt: z._default(z.nullable(timestamp), null),
  createdAt: timestamp,
});
export type BackorderNoticeDoc = z.infer<typeof BackorderNoticeDoc>;

/** The id of the notice of `delay` of `productId` to the box `orderId`. */
export const backorderNoticeId = (orderId: string, productId: string, delay: number): string => `${orderId}_${productId}_${delay}`;

/**
 * An item of a box sent otherwise than ordered, kept on the order beside what it holds now: the
 * ordered item and its substitute, or its removal and what it refunded.
 */
export const ItemChangeDoc = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: z.number().check(z.int(), z.minimum(1)),
  change: z.enum(['substituted', 'removed']),
  substitute: z.nullable(z.object({ productId: z.string(), name: z.string() })),
  refundCents: z.nullable(cents),
  /** The item's catalogue price at checkout, kept with a removal: later removals' shares count it. */
  priceCents: z.optional(cents),
  /** What a removal's refund gave back by part (refund records name the rest by proportion). */
  parts: z.optional(z.object({ itemsCents: cents, discountCents: cents, shippingCents: cents, taxCents: cents })),
  at: timestamp,
});
export type ItemChangeDoc = z.infer<typeof ItemChangeDoc>;
