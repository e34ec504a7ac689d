import { z } from 'zod/mini';
import { isCalendarDate } from './ordering-window-rule';
import { id } from './fields';
import { backorderMessages } from './backorder-texts';

// Backorders (docs/decisions.md §26): the FTC's Mail, Internet or Telephone Order Rule asks a
// seller who cannot ship on time for the buyer's consent to the delay, a revised date and a
// prompt refund; the family chooses by a signed link.

export const backorderChoices = ['wait', 'substitute', 'remove', 'cancel'] as const;
export const BackorderChoice = z.enum(backorderChoices, { error: () => backorderMessages.choiceInvalid });
export type BackorderChoice = z.infer<typeof BackorderChoice>;

/** POST /products/{id}/backorder: when the item is expected (after today), and a substitute of equal or greater price, if any. */
export const BackorderRequest = z.object({
  revisedDate: z.string().check(z.refine(isCalendarDate, { error: () => backorderMessages.revisedDateInvalid })),
  substituteProductId: z.optional(id),
});
export type BackorderRequest = z.infer<typeof BackorderRequest>;

/** What POST /products/{id}/backorder answers: which delay this is (1st, 2nd…) and how many families were told now. */
export const BackorderResponse = z.object({
  productId: z.string(),
  delay: z.number().check(z.int()),
  revisedDate: z.string(),
  substituteProductId: z.nullable(z.string()),
  /** The boxes told of this delay by this call (none when a retry finds them told already). */
  notified: z.number().check(z.int()),
  /** The boxes that hold the item and were told of this delay, by this call or an earlier one. */
  boxes: z.number().check(z.int()),
});
export type BackorderResponse = z.infer<typeof BackorderResponse>;

/** POST /orders/{id}/backorder-choice: the family's choice, by the signed link of its e-mail. */
export const BackorderChoiceRequest = z.object({
  productId: id,
  choice: BackorderChoice,
  token: z.string().check(z.maxLength(200)),
});
export type BackorderChoiceRequest = z.infer<typeof BackorderChoiceRequest>;

/** GET /orders/{id}/backorder: the choice page's question. */
export const BackorderQuery = z.object({ productId: id, token: z.string().check(z.maxLength(200)) });
export type BackorderQuery = z.infer<typeof BackorderQuery>;

/** One choice as the page offers it: what it would refund, in dollars. */
export const BackorderOption = z.object({ choice: BackorderChoice, refund: z.number() });

/** The question a family is asked about an item on backorder, and its answer once given. */
export const BackorderNotice = z.object({
  orderId: z.string(),
  productId: z.string(),
  item: z.string(),
  quantity: z.number().check(z.int()),
  delay: z.number().check(z.int()),
  revisedDate: z.string(),
  substitute: z.nullable(z.string()),
  options: z.array(BackorderOption),
  /** The choice made (`defaulted` when the family did not answer by the revised date), with what it refunded. */
  chosen: z.nullable(z.object({ choice: BackorderChoice, refund: z.number(), defaulted: z.boolean() })),
});
export type BackorderNotice = z.infer<typeof BackorderNotice>;

export const BackorderNoticeResponse = z.object({ notice: BackorderNotice });
export type BackorderNoticeResponse = z.infer<typeof BackorderNoticeResponse>;

/**
 * What an order keeps of an item it was sent otherwise than ordered: the item and its
 * substitute, or its removal with the refund (dollars).
 */
export const ItemChange = z.object({
  productId: z.string(),
  item: z.string(),
  quantity: z.number().check(z.int()),
  change: z.enum(['substituted', 'removed']),
  substitute: z.nullable(z.string()),
  refunded: z.nullable(z.number()),
});
export type ItemChange = z.infer<typeof ItemChange>;
