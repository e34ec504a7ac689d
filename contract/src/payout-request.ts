import { z } from 'zod/mini';
import { calendarDate } from './calendar-fields';
import { optionalText } from './fields';
import { fundraisingMessages } from './fundraising-texts';
import { isAmountOff } from './promotion-code-rules';

// The payout an administrator records (docs/decisions.md §25), apart from the ledger's answers
// (ledger.ts): the Fundraising tab's form checks it, and needs none of those.

export const PAYOUT_REFERENCE_MAX_LENGTH = 100;

const payoutAmountInvalid = { error: () => fundraisingMessages.share.payoutAmountInvalid };

/** POST /schools/{id}/payouts: what was paid to the school (dollars), the day it was paid (not in the future) and its reference. */
export const PayoutRequest = z.object({
  amount: z.number(payoutAmountInvalid).check(z.refine(isAmountOff, payoutAmountInvalid)),
  paidOn: calendarDate,
  reference: optionalText(PAYOUT_REFERENCE_MAX_LENGTH),
});
export type PayoutRequest = z.infer<typeof PayoutRequest>;
