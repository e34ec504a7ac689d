import { dollarsToCents, skipItems, type SupplyList } from '@ssb/contract';

export type BoxPrice =
  | {
      /** What the box costs: the list's price less each skipped item's share of it. */
      totalCents: number;
      /** What the skipped items take off. */
      skippedCents: number;
    }
  | { problem: string };

/**
 * A box of `list` without the optional items the family already has, priced as the server
 * prices it (contract `skipItems`, integer cents), or the reason it cannot be bought so.
 */
export function priceBox(list: Pick<SupplyList, 'totalPrice' | 'productsMappings'>, skippedProductIds: readonly string[]): BoxPrice {
  const totalCents = dollarsToCents(list.totalPrice ?? 0);
  const items = list.productsMappings.map((mapping) => ({
    productId: mapping.productId,
    name: mapping.product.name,
    priceCents: dollarsToCents(mapping.product.price ?? 0),
    quantity: mapping.quantity,
    optional: mapping.optional === true,
  }));
  const box = skipItems({ totalCents, items }, skippedProductIds, (item) => item.optional);
  if ('problem' in box) return box;
  return { totalCents: box.totalCents, skippedCents: totalCents - box.totalCents };
}
