import type { ProductDoc } from '../products/repository';
import type { SupplyListDoc } from './repository';

/** The sum of a list's items at the products' current prices, in cents (a product without a price counts 0). */
export function itemsTotalCents(list: Pick<SupplyListDoc, 'items'>, products: Map<string, ProductDoc>): number {
  return list.items.reduce((sum, item) => sum + (products.get(item.productId)?.priceCents ?? 0) * item.quantity, 0);
}

/**
 * The total a list must now store after a product's price changed, or null to leave it:
 * a draft that stores a total is re-priced from its items (spec §4: a draft's price follows
 * its products); a published list keeps its locked price, and a draft without a stored
 * total is priced from its products whenever it is read anyway.
 */
export function repricedTotalCents(list: Pick<SupplyListDoc, 'items' | 'published' | 'totalPriceCents'>, products: Map<string, ProductDoc>): number | null {
  if (list.published || list.totalPriceCents === null) return null;
  const total = itemsTotalCents(list, products);
  return total === list.totalPriceCents ? null : total;
}
