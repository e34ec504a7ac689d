import type { ProductQuantity, SupplyList } from '@ssb/contract';
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
