import type { Product, ProductQuantity, SupplyList } from '@ssb/contract';

/** The checked products and what each quantity field holds (a NumberInput holds '' or a number). */
export type Selection = ReadonlyMap<string, number | string>;

export const selectionOf = (list: Pick<SupplyList, 'productsMappings'>): Selection =>
  new Map(list.productsMappings.map((mapping) => [mapping.productId, mapping.quantity]));

/** Spec §5: a quantity is a whole number of at least 1, and falls back to 1 when it is not. */
export function validQuantity(value: number | string): number {
  const quantity = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(quantity) && quantity >= 1 ? quantity : 1;
}

export function toggled(selection: Selection, productId: string): Selection {
  const next = new Map(selection);
  if (next.has(productId)) next.delete(productId);
  else next.set(productId, 1);
  return next;
}

export function withQuantity(selection: Selection, productId: string, value: number | string): Selection {
  return new Map(selection).set(productId, value);
}

/** What POST /supply-lists/{id}/products is sent: every checked product with a valid quantity. */
export const productMappingsOf = (selection: Selection): ProductQuantity[] =>
  [...selection].map(([productId, value]) => ({ productId, quantity: validQuantity(value) }));

/** The selection's price in dollars, computed in cents as the server does (a product without a price counts 0). */
export function selectionTotal(selection: Selection, products: readonly Pick<Product, 'id' | 'price'>[]): number {
  const prices = new Map(products.map((p) => [p.id, Math.round((p.price ?? 0) * 100)]));
  let cents = 0;
  for (const [productId, value] of selection) cents += (prices.get(productId) ?? 0) * validQuantity(value);
  return cents / 100;
}

/** Products whose name holds the search text (any case), in their order. */
export function matching<P extends Pick<Product, 'name'>>(products: readonly P[], search: string): P[] {
  const needle = search.trim().toLowerCase();
  return needle ? products.filter((p) => p.name.toLowerCase().includes(needle)) : [...products];
}
