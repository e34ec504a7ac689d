import { z } from 'zod/mini';
import { calendarDate } from './calendar-fields';
import { id } from './fields';
import { nextCursor, PageQuery } from './paging';
import { moneyMessages } from './money-texts';
import { isAmountOff, isPercentOff, MAX_BATCH_CODES, PROMOTION_CODE_PATTERN } from './promotion-code-rules';

// Codes and vouchers (docs/decisions.md §24): administrators make them, each a Stripe coupon and
// promotion code; families type them at checkout (promotion-code-rules.ts: what a code is, and
// whether it applies).

const codeInvalid = { error: () => moneyMessages.codes.codeInvalid };
const percentInvalid = { error: () => moneyMessages.codes.percentInvalid };
const amountInvalid = { error: () => moneyMessages.codes.amountInvalid };
const usesInvalid = { error: () => moneyMessages.codes.usesInvalid };
const countInvalid = { error: () => moneyMessages.codes.countInvalid({ max: MAX_BATCH_CODES }) };

const code = z.string(codeInvalid).check(z.trim(), z.regex(PROMOTION_CODE_PATTERN, codeInvalid));
const percentOff = z.number(percentInvalid).check(z.refine(isPercentOff, percentInvalid));
const amountOff = z.number(amountInvalid).check(z.refine(isAmountOff, amountInvalid));

/**
 * POST /promotion-codes: a code taking a percentage or an amount (dollars) off, one of the two;
 * until a day (`expiresOn`, the last day it works, where its school is), for a number of uses,
 * for one school's boxes: each optional.
 */
export const CreatePromotionCodeRequest = z
  .object({
    code,
    percentOff: z.optional(percentOff),
    amountOff: z.optional(amountOff),
    expiresOn: z.optional(calendarDate),
    maxRedemptions: z.optional(z.number(usesInvalid).check(z.int(usesInvalid), z.minimum(1, usesInvalid), z.maximum(1_000_000, usesInvalid))),
    schoolId: z.optional(id),
  })
  .check(
    z.refine((body) => (body.percentOff === undefined) !== (body.amountOff === undefined), {
      error: () => moneyMessages.codes.percentOrAmount,
      path: ['percentOff'],
    }),
  );
export type CreatePromotionCodeRequest = z.infer<typeof CreatePromotionCodeRequest>;

/** PUT /promotion-codes/{id}: turns a code off (a family can no longer use it) or on again. */
export const UpdatePromotionCodeRequest = z.object({ active: z.boolean() });
export type UpdatePromotionCodeRequest = z.infer<typeof UpdatePromotionCodeRequest>;

/** POST /promotion-codes/batch: a school's single-use vouchers, each taking `percentOff` off one checkout. */
export const PromotionCodeBatchRequest = z.object({
  count: z.number(countInvalid).check(z.int(countInvalid), z.minimum(1, countInvalid), z.maximum(MAX_BATCH_CODES, countInvalid)),
  percentOff,
  schoolId: id,
});
export type PromotionCodeBatchRequest = z.infer<typeof PromotionCodeBatchRequest>;

/** GET /promotion-codes: newest first, a page at a time. */
export const PromotionCodesQuery = PageQuery;

export const PromotionCode = z.object({
  /** The code upper-cased: how PUT /promotion-codes/{id} names it. */
  id: z.string(),
  /** As the administrator typed it. */
  code: z.string(),
  percentOff: z.nullable(z.number()),
  /** Dollars. */
  amountOff: z.nullable(z.number()),
  /** The last day it works, where its school is (a code for every school: in Hawaii, the last of the states to end a day). */
  expiresOn: z.nullable(z.string()),
  maxRedemptions: z.nullable(z.number()),
  /** Checkouts paid with it. */
  timesRedeemed: z.number(),
  /** A code for one school's boxes only. */
  schoolId: z.nullable(z.string()),
  active: z.boolean(),
  /** The batch of single-use vouchers it was made in. */
  batchId: z.nullable(z.string()),
  createdAt: z.string(),
});
export type PromotionCode = z.infer<typeof PromotionCode>;

/** POST /promotion-codes (201) and PUT /promotion-codes/{id}. */
export const PromotionCodeResponse = z.object({ promotionCode: PromotionCode });
export type PromotionCodeResponse = z.infer<typeof PromotionCodeResponse>;

export const PromotionCodesPage = z.object({ promotionCodes: z.array(PromotionCode), nextCursor });
export type PromotionCodesPage = z.infer<typeof PromotionCodesPage>;

export const PromotionCodeBatch = z.object({
  id: z.string(),
  schoolId: z.string(),
  percentOff: z.number(),
  count: z.number(),
  createdAt: z.string(),
});
export type PromotionCodeBatch = z.infer<typeof PromotionCodeBatch>;

/** POST /promotion-codes/batch (201): the batch, whose codes GET /promotion-codes/batch/{id}/export answers as CSV. */
export const PromotionCodeBatchResponse = z.object({ batch: PromotionCodeBatch });
export type PromotionCodeBatchResponse = z.infer<typeof PromotionCodeBatchResponse>;
