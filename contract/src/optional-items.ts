import type { ProductType } from './enums';
import { formatMoney } from './i18n/format';
import { defineTexts } from './i18n/texts';
import en from './locales/optional-items.en';
import { centsToDollars, MIN_CHARGE_CENTS } from './money';

// "Already have it": a list marks some of its products optional, and a family leaves out of
// its box the ones it already owns, paying their share of the list's price less. Without zod,
// so the order step can price a box as the server does without pulling in the payload schemas.

/**
 * Only what a child uses alone may be left out: classroom and school-wide supplies are shared
 * by the class or the school, so every box brings them.
 */
export const mayBeOptional = (productType: ProductType): boolean => productType === 'INDIVIDUAL';

export const optionalItemMessages = defineTexts('contract.optional-items', en, { es: () => import('./locales/optional-items.es') });

/** An item of a box as it is priced: its catalogue price in cents, times its quantity. */
export interface BoxItem {
  productId: string;
  name: string;
  priceCents: number;
  quantity: number;
}

export type SkipOutcome<T extends BoxItem> = { items: T[]; skippedItems: T[]; totalCents: number } | { problem: string };

/** What a box's items cost at catalogue prices: price × quantity over them, in integer cents. */
export const catalogueSumCents = (items: readonly Pick<BoxItem, 'priceCents' | 'quantity'>[]): number =>
  items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);

/**
 * What leaving `item` out takes off a box: its share of the list's price, price × quantity ×
 * list price ÷ catalogue sum, in integer cents rounded down, so the box never costs less than
 * the share rule gives. The list's price is the administrator's (locked once published): a
 * skip takes off only the part of it the item stands for, however many cheap items the list
 * holds, and a list priced at its catalogue sum takes off price × quantity exactly. A list
 * whose items are all free takes nothing off. In BigInt: the product can pass 2^53.
 */
export function skippedShareCents(item: Pick<BoxItem, 'priceCents' | 'quantity'>, listPriceCents: number, catalogueCents: number): number {
  if (catalogueCents <= 0) return 0;
  return Number((BigInt(item.priceCents) * BigInt(item.quantity) * BigInt(listPriceCents)) / BigInt(catalogueCents));
}

/**
 * The box without the items the family already has: `items` go into it, `skippedItems` do
 * not, and it costs `totalCents` (the list's price) less each skipped item's share of that
 * price (`skippedShareCents`, over the catalogue sum of every item in `box`). Refused
 * (`problem`): an id twice, one not in the box, an item not optional, an empty box, or one
 * that would cost less than the smallest card charge.
 */
export function skipItems<T extends BoxItem>(
  box: { totalCents: number; items: readonly T[] },
  skippedProductIds: readonly string[],
  isOptional: (item: T) => boolean,
): SkipOutcome<T> {
  const skipped = new Set(skippedProductIds);
  if (skipped.size !== skippedProductIds.length) return { problem: optionalItemMessages.skippedTwice };
  for (const productId of skipped) {
    const item = box.items.find((i) => i.productId === productId);
    if (!item) return { problem: optionalItemMessages.notOnList({ productId }) };
    if (!isOptional(item)) return { problem: optionalItemMessages.notOptional({ productName: item.name }) };
  }
  if (!skipped.size) return { items: [...box.items], skippedItems: [], totalCents: box.totalCents };

  const items = box.items.filter((i) => !skipped.has(i.productId));
  const skippedItems = box.items.filter((i) => skipped.has(i.productId));
  const catalogueCents = catalogueSumCents(box.items);
  const totalCents = box.totalCents - skippedItems.reduce((sum, i) => sum + skippedShareCents(i, box.totalCents, catalogueCents), 0);
  if (!items.length) return { problem: optionalItemMessages.emptyBox };
  if (totalCents < MIN_CHARGE_CENTS) return { problem: optionalItemMessages.belowMinimum({ min: formatMoney(centsToDollars(MIN_CHARGE_CENTS)) }) };
  return { items, skippedItems, totalCents };
}
