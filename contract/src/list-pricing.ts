// A list's price (docs/product.md §4), without zod or I/O: the server stores it on a product save and the
// Manage Products dialogs show it before the save, so the two cannot disagree.

/** A product's price in cents, or null when it has none (it then counts 0, as the shop counts it). */
export type PriceOf = (productId: string) => number | null | undefined;

/** Price × quantity over a selection, in integer cents; an optional item counts like any other. */
export function selectionPriceCents(items: readonly { productId: string; quantity: number }[], priceOf: PriceOf): number {
  return items.reduce((sum, item) => sum + (priceOf(item.productId) ?? 0) * item.quantity, 0);
}

/**
 * The price a list stores after a product save, in cents: a draft's is recalculated from its
 * new selection; a published list's never moves with its products, it keeps `sellingCents`,
 * the price it sells for before the save.
 */
export function priceAfterProductSave(
  list: { published: boolean },
  sellingCents: number,
  nextItems: readonly { productId: string; quantity: number }[],
  priceOf: PriceOf,
): number {
  return list.published ? sellingCents : selectionPriceCents(nextItems, priceOf);
}
