import { mayBeOptional, selectionPriceCents, type PriceOf, type ProductType } from '@ssb/contract';
import type { ProductMappingDoc, SupplyListDoc } from '@ssb/documents';

// The rules of docs/product.md §4 for supply lists, with no I/O: the use cases read, ask these, then write.

type Items = readonly ProductMappingDoc[];

/** The price a list sells for: its set price, else the sum of its items. */
export function effectivePriceCents(list: Pick<SupplyListDoc, 'totalPriceCents' | 'items'>, priceOf: PriceOf): number {
  return list.totalPriceCents ?? selectionPriceCents(list.items, priceOf);
}

/**
 * A published list is on sale, at a price locked when it was published: it keeps at least one
 * product, or it would sell an empty box. A draft may be emptied (publishing refuses it then).
 */
export const emptiesPublishedList = (list: Pick<SupplyListDoc, 'published'>, nextItems: Items): boolean => list.published && nextItems.length === 0;

/**
 * The price a `PUT /supply-lists/{id}` stores, or `undefined` to leave it. `requested` is
 * what was sent: absent (no change), null (auto-calculate: the selection's price now) or
 * cents. On a published list only a request that changes nothing passes: the price is locked
 * (docs/product.md §4); `'locked'` says the request must be refused.
 */
export function priceAfterEdit(
  list: Pick<SupplyListDoc, 'published' | 'totalPriceCents' | 'items'>,
  requested: number | null | undefined,
  priceOf: PriceOf,
): number | undefined | 'locked' {
  if (requested === undefined) return undefined;
  const next = requested ?? selectionPriceCents(list.items, priceOf);
  if (!list.published) return next;
  if (requested === null ? list.totalPriceCents === null : next === effectivePriceCents(list, priceOf)) return undefined;
  return 'locked';
}

/**
 * The total a draft must now store after a product's price changed, or null to leave it:
 * a draft follows its products (docs/product.md §4); a published list keeps its locked price, and a
 * list without a stored total is priced from its products whenever it is read anyway.
 */
export function repricedTotalCents(list: Pick<SupplyListDoc, 'items' | 'published' | 'totalPriceCents'>, priceOf: PriceOf): number | null {
  if (list.published || list.totalPriceCents === null) return null;
  const total = selectionPriceCents(list.items, priceOf);
  return total === list.totalPriceCents ? null : total;
}

/** How each product's "used in" counter moves when a selection goes from `before` to `after`: +1 added, -1 removed. */
export function usageChanges(before: Items, after: Items): Map<string, 1 | -1> {
  const was = new Set(before.map((item) => item.productId));
  const is = new Set(after.map((item) => item.productId));
  const changes = new Map<string, 1 | -1>();
  for (const id of is) if (!was.has(id)) changes.set(id, 1);
  for (const id of was) if (!is.has(id)) changes.set(id, -1);
  return changes;
}

/** The selection without `productIds`; ids the list does not hold are ignored. */
export function itemsWithout(items: Items, productIds: readonly string[]): ProductMappingDoc[] {
  const removed = new Set(productIds);
  return items.filter((item) => !removed.has(item.productId));
}

/** The ids of a save's selection that name no product. */
export const unknownProducts = (items: Items, known: (productId: string) => boolean): string[] =>
  items.map((item) => item.productId).filter((id) => !known(id));

/**
 * Whether a family may leave the item out of its box: marked optional, and its product still
 * Individual (a product whose type changed since keeps its mark, but every box brings it).
 */
export const isOptionalItem = (item: ProductMappingDoc, productType: ProductType | undefined): boolean =>
  item.optional === true && productType !== undefined && mayBeOptional(productType);

/** The first item of a save marked optional whose product may not be (not Individual), if any. */
export const wronglyOptional = (items: Items, typeOf: (productId: string) => ProductType | undefined): ProductMappingDoc | undefined =>
  items.find((item) => item.optional && !isOptionalItem(item, typeOf(item.productId)));

/**
 * Whether a save from `before` to `after` changes which of the list's items a family may
 * leave out: an item kept whose mark now says otherwise, or one added optional. Taking an item
 * out changes nothing here (removing items is the representative's), and a mark that counts
 * for nothing (its product is no longer Individual) is no mark either way.
 */
export function changesOptionalMarks(before: Items, after: Items, typeOf: (productId: string) => ProductType | undefined): boolean {
  const was = new Map(before.map((item) => [item.productId, isOptionalItem(item, typeOf(item.productId))]));
  return after.some((item) => isOptionalItem(item, typeOf(item.productId)) !== (was.get(item.productId) ?? false));
}
