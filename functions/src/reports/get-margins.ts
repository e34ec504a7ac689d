import { centsToDollars, type MarginFigures, type Margins, type MarginsQuery } from '@ssb/contract';
import { emptyMarginCounters as zero, type MarginCounters } from '@ssb/documents';
import { getAll } from '../lib/collections';
import { productsCollection } from '../products/repository';
import { schoolsCollection } from '../schools/repository';
import { supplyListsCollection } from '../supply-lists/repository';
import { marginDaysBetween } from './repository';

function add(sum: MarginCounters, counters: MarginCounters): void {
  for (const field of Object.keys(sum) as (keyof MarginCounters)[]) sum[field] += counters[field];
}

function addInto(sums: Map<string, MarginCounters>, key: string, counters: MarginCounters): void {
  const sum = sums.get(key) ?? zero();
  add(sum, counters);
  sums.set(key, sum);
}

/** A row's counters in dollars: the margin is that of the revenue whose cost was known. */
function figures(sum: MarginCounters): MarginFigures {
  return {
    boxes: sum.boxes,
    quantity: sum.quantity,
    revenue: centsToDollars(sum.revenueCents),
    cost: centsToDollars(sum.costCents),
    margin: centsToDollars(sum.revenueCents - sum.uncostedRevenueCents - sum.costCents),
    costKnown: sum.uncostedQuantity === 0,
    uncostedRevenue: centsToDollars(sum.uncostedRevenueCents),
  };
}

/** Rows with something in them, by revenue, highest first (then by id, so equal rows keep one order). */
const rowsOf = (sums: Map<string, MarginCounters>) =>
  [...sums].filter(([, sum]) => sum.boxes !== 0 || sum.quantity !== 0).sort(([a, x], [b, y]) => y.revenueCents - x.revenueCents || a.localeCompare(b));

/**
 * GET /reports/margins (administrators): the margins of the boxes paid from `from` to `to` (UTC
 * days, both included) by product, list and school, summed from the days' counters the payments
 * move (at most MAX_MARGIN_DAYS documents), with the rows' names read by id.
 */
export async function getMargins({ from, to }: MarginsQuery): Promise<Margins> {
  const days = await marginDaysBetween(from, to).get();
  const products = new Map<string, MarginCounters>();
  const lists = new Map<string, MarginCounters>();
  const schools = new Map<string, MarginCounters>();
  const listSchools = new Map<string, string>();
  const totals = zero();
  for (const doc of days.docs) {
    const day = doc.data();
    for (const [id, counters] of Object.entries(day.products)) addInto(products, id, counters);
    for (const [id, { schoolId, ...counters }] of Object.entries(day.lists)) {
      addInto(lists, id, counters);
      listSchools.set(id, schoolId);
    }
    for (const [id, counters] of Object.entries(day.schools)) {
      addInto(schools, id, counters);
      add(totals, counters);
    }
  }
  const productRows = rowsOf(products);
  const listRows = rowsOf(lists);
  const schoolRows = rowsOf(schools);
  const [productDocs, listDocs, schoolDocs] = await Promise.all([
    getAll(productRows.map(([id]) => productsCollection().doc(id))),
    getAll(listRows.map(([id]) => supplyListsCollection().doc(id))),
    getAll(schoolRows.map(([id]) => schoolsCollection().doc(id))),
  ]);
  // A product, list or school deleted since keeps its row under its id.
  return {
    from,
    to,
    totals: figures(totals),
    products: productRows.map(([productId, sum], i) => {
      const product = productDocs[i]?.data();
      return { productId, name: product?.name ?? productId, sku: product?.sku ?? null, ...figures(sum) };
    }),
    lists: listRows.map(([supplyListId, sum], i) => ({
      supplyListId,
      name: listDocs[i]?.data()?.name ?? supplyListId,
      schoolId: listSchools.get(supplyListId)!,
      ...figures(sum),
    })),
    schools: schoolRows.map(([schoolId, sum], i) => ({ schoolId, name: schoolDocs[i]?.data()?.name ?? schoolId, ...figures(sum) })),
  };
}
