import { centsToDollars, dollarsToCents, priceAfterProductSave, type Product, type ProductQuantity, type SupplyList } from '@ssb/contract';
import { quantityOrDefault } from '@/lib/staff/staff-inputs';

/** A chosen product: its quantity, and whether a family may leave it out of its box ("Already have it"). */
export interface ChosenProduct {
  quantity: number;
  optional: boolean;
}

/** The products chosen for a list, in the order they were chosen. */
export type ProductSelection = ReadonlyMap<string, ChosenProduct>;

export const selectionOfList = (list: Pick<SupplyList, 'productsMappings'>): ProductSelection =>
  new Map(list.productsMappings.map((mapping) => [mapping.productId, { quantity: mapping.quantity, optional: mapping.optional === true }]));

/** Checks a product (quantity 1, docs/product.md §2, not optional) or unchecks it, its mark with it. */
export function toggleProduct(selection: ProductSelection, productId: string): ProductSelection {
  const next = new Map(selection);
  if (next.has(productId)) next.delete(productId);
  else next.set(productId, { quantity: 1, optional: false });
  return next;
}

/** Sets a chosen product's quantity (docs/product.md §5: a whole number of at least 1, else 1). */
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

/**
 * What the list will sell for once the selection is saved, in dollars: the rule the server
 * stores it by (a draft follows its products, a published list keeps its price), on the
 * catalogue's prices in cents.
 */
export function totalAfterSave(
  list: Pick<SupplyList, 'published' | 'totalPrice'>,
  selection: ProductSelection,
  products: readonly Pick<Product, 'id' | 'price'>[],
): number {
  const prices = new Map(products.map((product) => [product.id, product.price === null ? null : dollarsToCents(product.price)]));
  return centsToDollars(priceAfterProductSave(list, dollarsToCents(list.totalPrice ?? 0), toMappings(selection), (id) => prices.get(id)));
}

/** Products whose name holds the search text (any case), in their order. */
export function matching<P extends Pick<Product, 'name'>>(products: readonly P[], search: string): P[] {
  const needle = search.trim().toLowerCase();
  return needle ? products.filter((product) => product.name.toLowerCase().includes(needle)) : [...products];
}
