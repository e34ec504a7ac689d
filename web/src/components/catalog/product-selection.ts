import type { Product, ProductQuantity, SupplyList } from '@ssb/contract';
import { quantityOrDefault } from '@/lib/staff-inputs';

/** A chosen product: its quantity, and whether a family may leave it out of its box ("Already have it"). */
export interface ChosenProduct {
  quantity: number;
  optional: boolean;
}

/** The products chosen for a list, in the order they were chosen. */
export type ProductSelection = ReadonlyMap<string, ChosenProduct>;

export const selectionOfList = (list: Pick<SupplyList, 'productsMappings'>): ProductSelection =>
  new Map(list.productsMappings.map((mapping) => [mapping.productId, { quantity: mapping.quantity, optional: mapping.optional === true }]));

/** Checks a product (quantity 1, spec §2, not optional) or unchecks it, its mark with it. */
export function toggleProduct(selection: ProductSelection, productId: string): ProductSelection {
  const next = new Map(selection);
  if (next.has(productId)) next.delete(productId);
  else next.set(productId, { quantity: 1, optional: false });
  return next;
}

/** Sets a chosen product's quantity (spec §5: a whole number of at least 1, else 1). */
export function setQuantity(selection: ProductSelection, productId: string, quantity: unknown): ProductSelection {
  return change(selection, productId, { quantity: quantityOrDefault(quantity) });
}

/** Marks a chosen product optional, or not. */
export function setOptional(selection: ProductSelection, productId: string, optional: boolean): ProductSelection {
  return change(selection, productId, { optional });
}

function change(selection: ProductSelection, productId: string, changes: Partial<ChosenProduct>): ProductSelection {
  const chosen = selection.get(productId);
  return chosen ? new Map(selection).set(productId, { ...chosen, ...changes }) : selection;
}

/**
 * The selection as POST /supply-lists/{id}/products takes it. The call replaces the whole
 * selection, marks included, so every optional product says so.
 */
export const toMappings = (selection: ProductSelection): ProductQuantity[] =>
  [...selection].map(([productId, { quantity, optional }]) => ({ productId, quantity, ...(optional ? { optional } : {}) }));

/** The selection's price in dollars, computed in cents as the server does (a product without a price counts 0). */
export function selectionTotal(selection: ProductSelection, products: readonly Pick<Product, 'id' | 'price'>[]): number {
  const prices = new Map(products.map((product) => [product.id, Math.round((product.price ?? 0) * 100)]));
  let cents = 0;
  for (const [productId, { quantity }] of selection) cents += (prices.get(productId) ?? 0) * quantity;
  return cents / 100;
}

/** Products whose name holds the search text (any case), in their order. */
export function matching<P extends Pick<Product, 'name'>>(products: readonly P[], search: string): P[] {
  const needle = search.trim().toLowerCase();
  return needle ? products.filter((product) => product.name.toLowerCase().includes(needle)) : [...products];
}
