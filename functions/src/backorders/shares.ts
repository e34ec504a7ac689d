import { catalogueSumCents, partsTotalCents, refundParts, skippedShareCents, type BackorderChoice, type MoneyParts } from '@ssb/contract';
import { paidCentsOf, type OrderDoc } from '@ssb/documents';

/** What the box held at checkout, priced: what it holds now, what the family had, and what was removed since. */
function orderedItems(order: OrderDoc): { priceCents: number; quantity: number }[] {
  const removed = order.itemChanges.filter((change) => change.change === 'removed' && change.priceCents !== undefined);
  return [...order.snapshot.items, ...order.snapshot.skippedItems, ...removed.map((change) => ({ priceCents: change.priceCents!, quantity: change.quantity }))];
}

/** The product whose checkout line `productId` stands in: itself, or the item a substitution replaced with it. */
export function lineProductOf(order: OrderDoc, productId: string): string {
  const substituted = order.itemChanges.find((change) => change.change === 'substituted' && change.substitute?.productId === productId);
  return substituted?.productId ?? productId;
}

/** The checkout lines (their products) whose tax their removal reversed: those of removed items the box kept the line of. */
export function reversedLinesOf(order: OrderDoc): string[] {
  const lines = new Set(order.money?.lines?.map((line) => line.productId));
  return order.itemChanges.flatMap((change) => {
    const lineProductId = lineProductOf(order, change.productId);
    return change.change === 'removed' && lines.has(lineProductId) ? [lineProductId] : [];
  });
}

/** What removing an item refunds, by part (shipping never: it goes with the box). */
export interface RemovalShare {
  amountCents: number;
  parts: MoneyParts;
}

/**
 * What removing `productId` from the box refunds. Where the box kept its lines (its checkout's),
 * all its line paid: its share of the items, less its share of the discount, plus its sales tax,
 * exactly as Stripe Tax was told it, so the line is reversed there in full. A box stored before
 * its lines were kept refunds the item's share of the list's price as a skipped item takes off
 * (price × quantity × list price ÷ the catalogue sum of everything the box was ordered with,
 * cents, rounded down). Never more than is left of what the box paid (the parts then in
 * proportion, `refundParts`).
 */
export function removalShare(order: OrderDoc, productId: string, refundedCents: number): RemovalShare {
  const item = order.snapshot.items.find((entry) => entry.productId === productId);
  if (!item) return { amountCents: 0, parts: NO_PARTS };
  const lineProductId = lineProductOf(order, productId);
  const line = order.money?.lines?.find((entry) => entry.productId === lineProductId);
  let parts: MoneyParts;
  if (line) {
    parts = { itemsCents: line.amountCents, discountCents: line.discountCents, shippingCents: 0, taxCents: line.taxCents };
  } else {
    const listPriceCents = order.money?.subtotalCents ?? order.snapshot.totalCents;
    parts = { ...NO_PARTS, itemsCents: skippedShareCents(item, listPriceCents, catalogueSumCents(orderedItems(order))) };
  }
  const whole = partsTotalCents(parts);
  const amountCents = Math.max(0, Math.min(whole, leftCents(order, refundedCents)));
  return { amountCents, parts: amountCents === whole ? parts : refundParts(parts, amountCents) };
}

const NO_PARTS: MoneyParts = { itemsCents: 0, discountCents: 0, shippingCents: 0, taxCents: 0 };

/** What removing `productId` from the box refunds (cents): `removalShare`'s amount. */
export const removalRefundCents = (order: OrderDoc, productId: string, refundedCents: number): number =>
  removalShare(order, productId, refundedCents).amountCents;

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
