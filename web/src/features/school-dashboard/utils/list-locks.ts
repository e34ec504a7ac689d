import type { SupplyList } from '@ssb/contract';

/**
 * Spec §4 as the dashboard shows it (the server enforces the same): a published list with an
 * order keeps its products; a list with orders is not deleted; a published list's price is locked.
 */
export function listLocks(list: Pick<SupplyList, 'published' | 'orderCount'>) {
  const orders = list.orderCount ?? 0;
  return {
    orders,
    productsLocked: list.published && orders > 0,
    deleteLocked: orders > 0,
    priceLocked: list.published,
  };
}
