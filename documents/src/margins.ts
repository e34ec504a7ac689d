import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { z } from 'zod/mini';
import { splitInProportion } from '@ssb/contract';
import { cents } from './fields';

// What the boxes paid earned (docs/decisions.md §26, "Margins"). A box becoming paid keeps what
// each of its products sold for and cost that day (`orderMargins/{orderId}`), and adds it to the
// day's counters in the same transaction; a paid box cancelled or set back takes exactly that back
// from the same day. So the report reads a document per day, never the orders, and a cost typed
// later changes no past margin. Kept apart from the order, which its family and its school's
// representatives read in Firestore: what the vendor pays is the administrators' only.

/** One product of a paid box: its units, their share of what the box sold for, and their cost that day (null: none typed). */
export const MarginLine = z.object({
  productId: z.string(),
  quantity: z.number().check(z.int(), z.minimum(1)),
  revenueCents: cents,
  costCents: z.nullable(cents),
});
export type MarginLine = z.infer<typeof MarginLine>;

/** `orderMargins/{orderId}`, while its box is paid: the UTC day it was paid on, whose counters hold its lines. */
export const OrderMarginDoc = z.object({ day: z.string(), lines: z.array(MarginLine) });
export type OrderMarginDoc = z.infer<typeof OrderMarginDoc>;

const count = z._default(z.number().check(z.int()), 0);

/** A row's counters: `costCents` of the units with a cost, `uncosted*` of those without. */
export const MarginCounters = z.object({
  boxes: count,
  quantity: count,
  revenueCents: count,
  costCents: count,
  uncostedQuantity: count,
  uncostedRevenueCents: count,
});
export type MarginCounters = z.infer<typeof MarginCounters>;

/** `marginDays/{YYYY-MM-DD}`: the boxes paid that UTC day, by product, list (with its school) and school. */
export const MarginDayDoc = z.object({
  day: z.string(),
  products: z._default(z.record(z.string(), MarginCounters), {}),
  lists: z._default(z.record(z.string(), z.extend(MarginCounters, { schoolId: z.string() })), {}),
  schools: z._default(z.record(z.string(), MarginCounters), {}),
});
export type MarginDayDoc = z.infer<typeof MarginDayDoc>;

interface SoldBox {
  snapshot: { items: readonly { productId: string; priceCents: number; quantity: number }[]; totalCents: number };
  money: { discountCents: number } | null;
}

const spread = (amountCents: number, weights: number[]) =>
  amountCents > 0 && weights.some((weight) => weight > 0) ? splitInProportion(amountCents, weights) : weights.map(() => 0);

/**
 * What each product of a box sold for and cost, as the quote spreads a box's price: the items after
 * what the family had (`snapshot.totalCents`) over its products by price × quantity, less the
 * box's discount spread over those shares by the largest remainder, so the lines come to what the
 * box sold for before tax and shipping, to the cent. `costs` is each product's unit cost now.
 */
export function marginLinesOf(box: SoldBox, costs: ReadonlyMap<string, number | undefined>): MarginLine[] {
  const { items, totalCents } = box.snapshot;
  const weights = items.map((item) => item.priceCents * item.quantity);
  const amounts = spread(totalCents, weights.some((weight) => weight > 0) ? weights : items.map((item) => item.quantity));
  const discounts = spread(Math.min(box.money?.discountCents ?? 0, totalCents), amounts);
  return items.map((item, i) => {
    const unitCost = costs.get(item.productId);
    return {
      productId: item.productId,
      quantity: item.quantity,
      revenueCents: amounts[i]! - discounts[i]!,
      costCents: unitCost === undefined ? null : unitCost * item.quantity,
    };
  });
}

type Counters = MarginCounters;
/** A row with nothing counted. */
export const emptyMarginCounters = (): MarginCounters => ({
  boxes: 0,
  quantity: 0,
  revenueCents: 0,
  costCents: 0,
  uncostedQuantity: 0,
  uncostedRevenueCents: 0,
});
const zero = emptyMarginCounters;

function addLine(into: Counters, line: MarginLine, sign: number): void {
  into.quantity += sign * line.quantity;
  into.revenueCents += sign * line.revenueCents;
  if (line.costCents === null) {
    into.uncostedQuantity += sign * line.quantity;
    into.uncostedRevenueCents += sign * line.revenueCents;
  } else into.costCents += sign * line.costCents;
}

interface DayMoves {
  products: Map<string, Counters>;
  lists: Map<string, Counters & { schoolId: string }>;
  schools: Map<string, Counters>;
}

/** The boxes a transaction adds to (paid) or takes from (no longer paid) the days' margins. */
export class MarginDaysMoves {
  readonly byDay = new Map<string, DayMoves>();

  /** A box of `supplyListId` at `schoolId` with its margin, counted (+1) or taken back (-1). */
  move(box: { supplyListId: string; schoolId: string; margin: OrderMarginDoc }, sign: 1 | -1): void {
    const { day, lines } = box.margin;
    const moves = this.byDay.get(day) ?? { products: new Map(), lists: new Map(), schools: new Map() };
    this.byDay.set(day, moves);
    const list = moves.lists.get(box.supplyListId) ?? { ...zero(), schoolId: box.schoolId };
    const school = moves.schools.get(box.schoolId) ?? zero();
    moves.lists.set(box.supplyListId, list);
    moves.schools.set(box.schoolId, school);
    list.boxes += sign;
    school.boxes += sign;
    for (const line of lines) {
      const product = moves.products.get(line.productId) ?? zero();
      moves.products.set(line.productId, product);
      product.boxes += sign;
      for (const row of [product, list, school]) addLine(row, line, sign);
    }
  }
}

const increments = (counters: Counters) =>
  Object.fromEntries(Object.entries(counters).map(([field, value]) => [field, typeof value === 'number' ? FieldValue.increment(value) : value]));

/** The merge that moves a day's margins: increments only, so it reads nothing. */
export function marginDayWrite(day: string, moves: DayMoves): DocumentData {
  const rows = <C extends Counters>(map: Map<string, C>) => Object.fromEntries([...map].map(([id, counters]) => [id, increments(counters)]));
  return { day, products: rows(moves.products), lists: rows(moves.lists), schools: rows(moves.schools) };
}
