/**
 * The boxes of a checkout share one card payment (docs/decisions.md §23; a checkout of one box is
 * the case with one share), and Stripe knows only the payment's refunds. This is how each refund is
 * told apart by box, in integer cents:
 *
 * - The refunds are taken oldest first, each once (by its Stripe id). Refund records kept before
 *   refunds were counted by id (an order's stored before every order had a checkout) hold a total
 *   without naming its refunds: the oldest refunds not counted yet that fit in it are its
 *   (`refundsToCount`).
 * - A refund the product made for a box (a cancellation, a late payment) is that box's, up to
 *   what is left of the box. Anything above that (only a race can send it) counts as a refund
 *   made outside the product.
 * - A refund made outside the product (Stripe's dashboard) is shared among the boxes the payment
 *   paid in proportion to what is left of each (its amount less what was refunded of it), the
 *   parts rounded down and the cents that rounding leaves given one each to the largest
 *   remainders (the first box on a tie), so the parts sum to the refund exactly and none is more
 *   than what is left of its box. A box with nothing left gets nothing; what is above all that
 *   is left (only records that missed a refund can leave it) is allocated to no box.
 *
 * A box cancelled later is refunded what is left of it, no more than is left of the payment
 * (`refundDue`); with nothing left, nothing is asked of Stripe.
 *
 * What went back of a box is told by part (`refundParts`): all its parts once it got back all it
 * paid; less than that (a refund made in Stripe's dashboard names no part), the amount is split
 * over what it paid of its items after the discount, of shipping and of tax in proportion, by the
 * largest remainder, and the discount's part is the discount in the items' proportion, rounded
 * down; so the parts always come to the amount exactly.
 */

/** A box a payment paid: its amount and what of it was refunded so far. */
export interface PaidBox {
  id: string;
  amountCents: number;
  refundedCents: number;
}

/** A refund of the payment: `boxId` names the box the product made it for, null when it was made outside the product. */
export interface PaymentRefund {
  id: string;
  amountCents: number;
  boxId: string | null;
}

/** What each box got of one refund (boxes that got nothing are left out). */
export interface RefundAllocation {
  refundId: string;
  parts: Record<string, number>;
}

/**
 * `amountCents` in proportion to `weights` (whole cents, at least one weight above 0), by the
 * largest remainder: the parts sum to the amount exactly; a weight of 0 gets nothing.
 */
export function splitInProportion(amountCents: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) throw new RangeError('splitInProportion needs a weight above 0');
  const parts = weights.map((weight) => Math.floor((amountCents * weight) / total));
  const remainders = weights.map((weight, i) => ({ i, remainder: (amountCents * weight) % total }));
  remainders.sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  let left = amountCents - parts.reduce((sum, part) => sum + part, 0);
  for (const { i } of remainders) {
    if (left === 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

const leftOf = (box: PaidBox) => Math.max(0, box.amountCents - box.refundedCents);

/**
 * Allocates `refunds` (oldest first, none counted before) to `boxes` by the rule above. A refund
 * the product made for a box that is not among them is left out (its own writer records it).
 */
export function allocateRefunds(
  boxes: readonly PaidBox[],
  refunds: readonly PaymentRefund[],
): { boxes: PaidBox[]; allocations: RefundAllocation[]; unallocatedCents: number } {
  const after = boxes.map((box) => ({ ...box }));
  const allocations: RefundAllocation[] = [];
  let unallocatedCents = 0;
  for (const refund of refunds) {
    const own = refund.boxId === null ? null : after.find((box) => box.id === refund.boxId);
    if (own === undefined) continue;
    const parts: Record<string, number> = {};
    const give = (box: PaidBox, cents: number) => {
      if (cents <= 0) return;
      box.refundedCents += cents;
      parts[box.id] = (parts[box.id] ?? 0) + cents;
    };
    let shared = refund.amountCents;
    if (own) {
      const mine = Math.min(shared, leftOf(own));
      give(own, mine);
      shared -= mine;
    }
    const lefts = after.map(leftOf);
    const allLeft = lefts.reduce((sum, left) => sum + left, 0);
    const split = Math.min(shared, allLeft);
    if (split > 0) splitInProportion(split, lefts).forEach((cents, i) => give(after[i]!, cents));
    unallocatedCents += shared - split;
    allocations.push({ refundId: refund.id, parts });
  }
  return { boxes: after, allocations, unallocatedCents };
}

/** What a cancellation of `box` refunds: what is left of it, no more than is left of the payment (cents). */
export const refundDue = (box: PaidBox, paymentLeftCents: number): number => Math.max(0, Math.min(leftOf(box), paymentLeftCents));

/**
 * The refunds of a payment (oldest first) still to be allocated: not those `counted` names, nor
 * the oldest others that fit, whole, in what the records hold beyond the counted ones
 * (`recordedCents`, the records' sum): those were recorded by their total alone.
 */
export function refundsToCount(refunds: readonly PaymentRefund[], counted: ReadonlySet<string>, recordedCents: number): PaymentRefund[] {
  let recordedUnnamed = recordedCents - refunds.reduce((sum, refund) => sum + (counted.has(refund.id) ? refund.amountCents : 0), 0);
  const left: PaymentRefund[] = [];
  for (const refund of refunds) {
    if (counted.has(refund.id)) continue;
    if (left.length === 0 && refund.amountCents <= recordedUnnamed) {
      recordedUnnamed -= refund.amountCents;
      continue;
    }
    left.push(refund);
  }
  return left;
}

/** A box's money by part (cents): its items after skips, the discount taken off them (a positive number), its shipping and its tax. */
export interface MoneyParts {
  itemsCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
}

/** What the parts come to: items less the discount, plus shipping and tax. */
export const partsTotalCents = (parts: MoneyParts): number => parts.itemsCents - parts.discountCents + parts.shippingCents + parts.taxCents;

/** The parts of `amountCents` given back of a box that paid `paid`, by the rule above; they come to `amountCents` exactly. */
export function refundParts(paid: MoneyParts, amountCents: number): MoneyParts {
  const paidCents = partsTotalCents(paid);
  if (amountCents <= 0 || paidCents <= 0) return { itemsCents: Math.max(0, amountCents), discountCents: 0, shippingCents: 0, taxCents: 0 };
  // More than it paid only a record that missed a refund can hold: the rest is counted as items.
  if (amountCents >= paidCents) return { ...paid, itemsCents: paid.itemsCents + amountCents - paidCents };
  const netItemsCents = paid.itemsCents - paid.discountCents;
  const [itemsPart, shippingCents, taxCents] = splitInProportion(amountCents, [netItemsCents, paid.shippingCents, paid.taxCents]) as [number, number, number];
  const discountCents = netItemsCents > 0 ? Math.floor((paid.discountCents * itemsPart) / netItemsCents) : 0;
  return { itemsCents: itemsPart + discountCents, discountCents, shippingCents, taxCents };
}
