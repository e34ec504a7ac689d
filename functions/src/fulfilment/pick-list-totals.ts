import { byTeacher, centsToDollars, type PickList, type PickListProduct, type PickListTeacher, type ProductType } from '@ssb/contract';
import { addBox, emptyPickTotals, pickTotalsDoc, type PickedBox, type PickTotalsDoc } from '@ssb/documents';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/**
 * The pick list of a school's kept totals, products and lists by name, without those no box
 * holds any more; `types` are the products' types now (missing: deleted).
 */
export function pickListOf(school: PickList['school'], totals: PickTotalsDoc, types: Map<string, ProductType>): PickList {
  return {
    school,
    boxes: totals.boxes,
    products: productsOf(totals, types),
    supplyLists: Object.entries(totals.supplyLists)
      .filter(([, l]) => l.boxes > 0)
      .map(([supplyListId, l]) => ({ supplyListId, name: l.name, boxes: l.boxes }))
      .sort(byName),
    itemChanges: Object.values(totals.itemChanges)
      .filter((c) => c.boxes > 0)
      .map((c) => ({
        change: c.change,
        item: c.item,
        substitute: c.change === 'substituted' ? c.substitute : null,
        boxes: c.boxes,
        refunded: c.change === 'removed' ? centsToDollars(c.refundedCents) : null,
      }))
      .sort((a, b) => a.item.localeCompare(b.item, 'en')),
  };
}

function productsOf(totals: PickTotalsDoc, types: Map<string, ProductType>): PickListProduct[] {
  return Object.entries(totals.products)
    .filter(([, t]) => t.boxes > 0)
    .map(([productId, t]) => ({ productId, name: t.name, productType: types.get(productId) ?? null, quantity: t.quantity, boxes: t.boxes }))
    .sort(byName);
}

/**
 * The boxes' pick list teacher by teacher (Not known yet, null, last), each counted as the kept
 * totals count it (`addBox`), so that the groups add up to the totals.
 */
export function pickListByTeacher(boxes: readonly (PickedBox & { teacherName?: string | null })[], types: Map<string, ProductType>): PickListTeacher[] {
  const groups = new Map<string | null, ReturnType<typeof emptyPickTotals>>();
  for (const box of boxes) {
    const teacherName = box.teacherName || null;
    const totals = groups.get(teacherName) ?? emptyPickTotals();
    addBox(totals, box);
    groups.set(teacherName, totals);
  }
  return [...groups].map(([teacherName, totals]) => ({ teacherName, boxes: totals.boxes, products: productsOf(pickTotalsDoc(totals), types) })).sort(byTeacher);
}
