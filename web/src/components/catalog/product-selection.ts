import type { Product, ProductQuantity, SupplyList } from '@ssb/contract';
import { quantityOrDefault } from '@/lib/staff-inputs';

/** The products chosen for a list, each with its quantity, in the order they were chosen. */
export type ProductSelection = ReadonlyMap<string, number>;

export const selectionOfList = (list: Pick<SupplyList, 'productsMappings'>): ProductSelection =>
  new Map(list.productsMappings.map((mapping) => [mapping.productId, mapping.quantity]));

/** Checks a product (quantity 1, spec §2) or unchecks it. */
export function toggleProduct(selection: ProductSelection, productId: string): ProductSelection {
  const next = new Map(selection);
  if (next.has(productId)) next.delete(productId);
  else next.set(productId, 1);
  return next;
}

/** Sets a chosen product's quantity (spec §5: a whole number of at least 1, else 1). */
export function setQuantity(selection: ProductSelection, productId: string, quantity: unknown): ProductSelection {
  if (!selection.has(productId)) return selection;
  return new Map(selection).set(productId, quantityOrDefault(quantity));
}

/** The selection as POST /supply-lists/{id}/products takes it. */
export const toMappings = (selection: ProductSelection): ProductQuantity[] => [...selection].map(([productId, quantity]) => ({ productId, quantity }));

/** The selection's price in dollars, computed in cents as the server does (a product without a price counts 0). */
export function selectionTotal(selection: ProductSelection, products: readonly Pick<Product, 'id' | 'price'>[]): number {
  const prices = new Map(products.map((product) => [product.id, Math.round((product.price ?? 0) * 100)]));
  let cents = 0;
  for (const [productId, quantity] of selection) cents += (prices.get(productId) ?? 0) * quantity;
  return cents / 100;
}

/** Products whose name holds the search text (any case), in their order. */
export function matching<P extends Pick<Product, 'name'>>(products: readonly P[], search: string): P[] {
  const needle = search.trim().toLowerCase();
  return needle ? products.filter((product) => product.name.toLowerCase().includes(needle)) : [...products];
}
