import { SHOP_TEXTS } from '../texts';
import { centsToDollars, dollarsToCents, formatCalendarDate, formatMoney, shareOfBoxCents, shareRuleOf, type School, type SupplyList } from '@ssb/contract';

/** docs/product.md §9: a chosen list shows its first three products (name and thumbnail), then 'and N more items'. */
const PREVIEW_ITEM_COUNT = 3;

export interface ListPreview {
  /** The products shown; `thumbnailUrl` is absent for one without a photo. */
  items: { name: string; thumbnailUrl?: string }[];
  /** How many products are not named; 0 when all are. */
  more: number;
}

export function listPreview(list: Pick<SupplyList, 'productsMappings'>): ListPreview {
  const items = list.productsMappings
    .slice(0, PREVIEW_ITEM_COUNT)
    .map(({ product }) => ({ name: product.name, ...(product.thumbnailUrl ? { thumbnailUrl: product.thumbnailUrl } : {}) }));
  return { items, more: Math.max(0, list.productsMappings.length - PREVIEW_ITEM_COUNT) };
}

/**
 * "Delivered to {school} by {date}" (docs/decisions.md §27), the date in the reader's language, for a
 * school that delivers to itself and has a date; null otherwise.
 */
export function deliveredByText(school: Pick<School, 'name' | 'deliverToSchool' | 'deliveryDate'>): string | null {
  if (!school.deliverToSchool || !school.deliveryDate) return null;
  return SHOP_TEXTS.lists.deliveredBy({ schoolName: school.name, date: formatCalendarDate(school.deliveryDate) });
}

/** A list's item count is its number of products (a product with quantity 2 is one item). */
export const itemCountOf = (list: Pick<SupplyList, 'productsMappings'>) => list.productsMappings.length;

/** The list's price as `$x.xx`, or null while it has none. */
export const priceText = (list: Pick<SupplyList, 'totalPrice'>): string | null => (list.totalPrice === null ? null : formatMoney(list.totalPrice));

/** What a box of the list earns its school (docs/decisions.md §25) as `$x.xx`, at the list's price; null when it earns nothing. */
export function schoolShareText(school: Pick<School, 'fundraisingShare'>, list: Pick<SupplyList, 'totalPrice'>): string | null {
  if (!school.fundraisingShare || list.totalPrice === null) return null;
  const cents = shareOfBoxCents(shareRuleOf(school.fundraisingShare), dollarsToCents(list.totalPrice));
  return cents > 0 ? formatMoney(centsToDollars(cents)) : null;
}
