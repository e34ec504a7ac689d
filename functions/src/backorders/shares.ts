import { catalogueSumCents, skippedShareCents, type BackorderChoice } from '@ssb/contract';
import { paidCentsOf, type OrderDoc } from '@ssb/documents';

/** What the box held at checkout, priced: what it holds now, what the family had, and what was removed since. */
function orderedItems(order: OrderDoc): { priceCents: number; quantity: number }[] {
  const removed = order.itemChanges.filter((change) => change.change === 'removed' && change.priceCents !== undefined);
  return [...order.snapshot.items, ...order.snapshot.skippedItems, ...removed.map((change) => ({ priceCents: change.priceCents!, quantity: change.quantity }))];
}

/**
 * What removing `productId` from the box refunds: its share of the list's price, as a skipped
 * item takes off (price × quantity × list price ÷ the catalogue sum of everything the box was
 * ordered with, cents, rounded down), never more than is left of what the box paid.
 */
export function removalRefundCents(order: OrderDoc, productId: string, refundedCents: number): number {
  const item = order.snapshot.items.find((entry) => entry.productId === productId);
  if (!item) return 0;
  const listPriceCents = order.money?.subtotalCents ?? order.snapshot.totalCents;
  const share = skippedShareCents(item, listPriceCents, catalogueSumCents(orderedItems(order)));
  return Math.max(0, Math.min(share, leftCents(order, refundedCents)));
}

/** What is left of what the box paid: what a cancellation refunds. */
export const leftCents = (order: OrderDoc, refundedCents: number): number => Math.max(0, paidCentsOf(order) - refundedCents);

/** The refund each choice would make now (cents). */
export function choiceRefunds(
  order: OrderDoc,
  productId: string,
  refundedCents: number,
  substitute: boolean,
): { choice: BackorderChoice; refundCents: number }[] {
  return [
    { choice: 'wait', refundCents: 0 },
    ...(substitute ? [{ choice: 'substitute' as const, refundCents: 0 }] : []),
    { choice: 'remove', refundCents: removalRefundCents(order, productId, refundedCents) },
    { choice: 'cancel', refundCents: leftCents(order, refundedCents) },
  ];
}
