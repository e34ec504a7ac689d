import { z } from 'zod/mini';
import { isSharePercent, isSharePerBox, SHARE_PER_BOX_MAX_CENTS, type FundraisingShare } from './fundraising-rules';
import { formatMoney } from './i18n/format';
import { centsToDollars } from './money';
import { fundraisingMessages } from './fundraising-texts';

// The school's share (docs/decisions.md §25) as the school dialog sends it; its ledger is ledger.ts.

const percentInvalid = { error: () => fundraisingMessages.share.percentInvalid };
const perBoxInvalid = { error: () => fundraisingMessages.share.perBoxInvalid({ max: formatMoney(centsToDollars(SHARE_PER_BOX_MAX_CENTS)) }) };

/**
 * A school's share as the school dialog sends it (`PUT /schools/{id}`, `POST /schools`): a
 * percent of each box's item price, or dollars per box (one of the two); null takes it away.
 */
export const FundraisingShareField = z.nullable(
  z.pipe(
    z
      .object({
        percent: z.optional(z.number(percentInvalid).check(z.refine(isSharePercent, percentInvalid))),
        perBox: z.optional(z.number(perBoxInvalid).check(z.refine(isSharePerBox, perBoxInvalid))),
      })
      .check(z.refine((share) => (share.percent === undefined) !== (share.perBox === undefined), { error: () => fundraisingMessages.share.percentOrPerBox })),
    z.transform((share): FundraisingShare => (share.percent !== undefined ? { percent: share.percent } : { perBox: share.perBox! })),
  ),
);
