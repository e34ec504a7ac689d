import { z } from 'zod/mini';
import { cents } from './fields';

// A school's sponsorship pool (docs/decisions.md §25): families' gifts go in, sponsored boxes are
// paid out of it. Counters only, each moved in the transaction of what moves it: a gift paid
// (increments, so the webhook's transaction reads nothing more), a sponsored box placed and a
// gift refunded (both read the pool first, to refuse what it cannot pay).

const count = z._default(z.number().check(z.int(), z.nonnegative()), 0);

/** `sponsorshipPools/{schoolId}`: what families gave, what sponsored boxes used, how many, and what went back of the gifts. */
export const SponsorshipPoolDoc = z.object({
  givenCents: z._default(cents, 0),
  usedCents: z._default(cents, 0),
  refundedCents: z._default(cents, 0),
  boxes: count,
});
export type SponsorshipPoolDoc = z.infer<typeof SponsorshipPoolDoc>;

/** What is left to give: given − used − refunded (a pool never written is empty). */
export const poolBalanceCents = (pool: SponsorshipPoolDoc | undefined): number => (pool ? pool.givenCents - pool.usedCents - pool.refundedCents : 0);

/** The metadata key of a Stripe refund of a checkout's gift (its value the checkout's id): such a refund is no box's. */
export const GIFT_REFUND_KEY = 'giftOfCheckout';
