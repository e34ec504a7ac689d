import { z } from 'zod/mini';
import { id, text } from './fields';
import { STUDENT_NAME_MAX_LENGTH } from './limits';
import { moneyMessages } from './money-texts';
import { isDollarAmount } from './staff-rules';

// Sponsored boxes (docs/decisions.md §25): a family adds a gift for a school's sponsorship pool to
// its checkout; the school's staff give boxes paid from it to children whose families cannot pay.

export const MIN_GIFT_DOLLARS = 1;
export const MAX_GIFT_DOLLARS = 500;

/** A gift is $1 to $500, in dollars with at most two decimals. */
export const isGiftAmount = (value: number): boolean => isDollarAmount(value) && value >= MIN_GIFT_DOLLARS && value <= MAX_GIFT_DOLLARS;

const giftInvalid = { error: () => moneyMessages.sponsorship.amountInvalid({ min: MIN_GIFT_DOLLARS, max: MAX_GIFT_DOLLARS }) };

/** A checkout's gift: `amount` dollars for the sponsorship pool of `schoolId`, the school of one of its boxes. */
export const Gift = z.object({
  schoolId: id,
  amount: z.number(giftInvalid).check(z.refine(isGiftAmount, giftInvalid)),
});
export type Gift = z.infer<typeof Gift>;

/** GET /schools/{id}/sponsorship: the school's pool in dollars; `balance` = given − used − refunded, `boxes` the boxes given from it. */
export const Sponsorship = z.object({ balance: z.number(), given: z.number(), used: z.number(), boxes: z.number() });
export type Sponsorship = z.infer<typeof Sponsorship>;

export const SponsorshipResponse = z.object({ sponsorship: Sponsorship });
export type SponsorshipResponse = z.infer<typeof SponsorshipResponse>;

const studentName = text(STUDENT_NAME_MAX_LENGTH).check(z.minLength(1, { error: () => moneyMessages.sponsorship.studentNameRequired }));

/** POST /schools/{id}/sponsored-orders: a box of one of the school's published lists for a child, paid from the pool. */
export const SponsoredOrderRequest = z.object({ supplyListId: id, studentFirstName: studentName, studentLastName: studentName });
export type SponsoredOrderRequest = z.infer<typeof SponsoredOrderRequest>;
