import type { PickList, ProductType } from '@ssb/contract';
import type { OrderSnapshot } from '@ssb/documents';

// The pick list's arithmetic, without I/O: boxes are added one at a time as the pages of a
// school's orders are read, so only the totals are held, never the orders.

interface ProductTotal {
  name: string;
  quantity: number;
  boxes: number;
}

export interface PickListTotals {
  boxes: number;
  products: Map<string, ProductTotal>;
  supplyLists: Map<string, { name: string; boxes: number }>;
}

export const emptyTotals = (): PickListTotals => ({ boxes: 0, products: new Map(), supplyLists: new Map() });

/**
 * Adds one box: what its snapshot says was bought (later list edits never change it). A
 * product keeps the name of the first box read with it (the newest order).
 */
export function addBox(totals: PickListTotals, box: { supplyListId: string; snapshot: Pick<OrderSnapshot, 'listName' | 'items'> }): void {
  totals.boxes += 1;
  const list = totals.supplyLists.get(box.supplyListId) ?? { name: box.snapshot.listName, boxes: 0 };
  list.boxes += 1;
  totals.supplyLists.set(box.supplyListId, list);
  const inThisBox = new Set<string>();
  for (const item of box.snapshot.items) {
    const product = totals.products.get(item.productId) ?? { name: item.name, quantity: 0, boxes: 0 };
    product.quantity += item.quantity;
    if (!inThisBox.has(item.productId)) product.boxes += 1;
    inThisBox.add(item.productId);
    totals.products.set(item.productId, product);
  }
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/** The pick list of the totals, products and lists by name; `types` are the products' types now (missing: deleted). */
export function pickListOf(school: PickList['school'], totals: PickListTotals, types: Map<string, ProductType>): PickList {
  return {
    school,
    boxes: totals.boxes,
    products: [...totals.products]
      .map(([productId, t]) => ({ productId, name: t.name, productType: types.get(productId) ?? null, quantity: t.quantity, boxes: t.boxes }))
      .sort(byName),
    supplyLists: [...totals.supplyLists].map(([supplyListId, l]) => ({ supplyListId, name: l.name, boxes: l.boxes })).sort(byName),
  };
}
