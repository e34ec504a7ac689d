import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { z } from 'zod/mini';
import { isBoxStatus, type OrderStatus } from '@ssb/contract';
import type { ItemChangeDoc } from './backorders';
import type { OrderSnapshot } from './orders';

// A school's pick list, kept as its boxes move rather than counted from its orders. Every
// writer that creates an order or moves its status adds the order's box (+1) when it enters the
// box statuses and takes it away (-1) when it leaves them, in the same transaction, with
// increments: the write needs no read, and boxes that move together add up.

const count = z._default(z.number().check(z.int()), 0);

/**
 * `pickTotals/{schoolId}`: what the school's boxes hold, by product and by list, from their
 * snapshots. Entries whose boxes fell to 0 stay stored (a read would be needed to remove them)
 * and are left out of the pick list. A school none of whose orders ever was a box has none.
 */
export const PickTotalsDoc = z.object({
  boxes: count,
  /** By product id: the newest box's name for it, the quantity to pick, and how many boxes get it. */
  products: z._default(z.record(z.string(), z.object({ name: z._default(z.string(), ''), quantity: count, boxes: count })), {}),
  /** By list id: the newest box's name for it and its boxes. */
  supplyLists: z._default(z.record(z.string(), z.object({ name: z._default(z.string(), ''), boxes: count })), {}),
  /**
   * What boxes are sent otherwise than ordered (`itemChangeKey`): the newest box's names for the
   * item and its substitute, how many boxes, and what their removals refunded in all.
   */
  itemChanges: z._default(
    z.record(
      z.string(),
      z.object({
        change: z.enum(['substituted', 'removed']),
        item: z._default(z.string(), ''),
        substitute: z._default(z.nullable(z.string()), null),
        boxes: count,
        refundedCents: count,
      }),
    ),
    {},
  ),
});
export type PickTotalsDoc = z.infer<typeof PickTotalsDoc>;

/** A school's totals, or what moves them: a name is null when only boxes leaving named it. */
export interface PickTotals {
  boxes: number;
  products: Map<string, { name: string | null; quantity: number; boxes: number }>;
  supplyLists: Map<string, { name: string | null; boxes: number }>;
  itemChanges: Map<string, PickedChange>;
}

/** A change of the boxes' items as counted: names are null when only boxes leaving named it. */
export interface PickedChange {
  change: ItemChangeDoc['change'];
  item: string | null;
  substitute: string | null;
  boxes: number;
  refundedCents: number;
}

export const emptyPickTotals = (): PickTotals => ({ boxes: 0, products: new Map(), supplyLists: new Map(), itemChanges: new Map() });

/** Where a change is counted: an item and its substitute, or an item removed. */
export const itemChangeKey = (change: Pick<ItemChangeDoc, 'productId' | 'change' | 'substitute'>): string =>
  change.change === 'substituted' ? `${change.productId}~${change.substitute?.productId ?? ''}` : `${change.productId}~removed`;

/** What of an order the pick list counts. */
export interface PickedBox {
  supplyListId: string;
  snapshot: Pick<OrderSnapshot, 'listName' | 'items'>;
  /** Its items sent otherwise than ordered; none on a box never changed. */
  itemChanges?: readonly Pick<ItemChangeDoc, 'productId' | 'name' | 'change' | 'substitute' | 'refundCents'>[];
}

/** How an order moving from `from` (null: being created) to `to` changes its school's boxes. */
export function boxDelta(from: OrderStatus | null, to: OrderStatus): -1 | 0 | 1 {
  const before = from !== null && isBoxStatus(from);
  const after = isBoxStatus(to);
  return before === after ? 0 : after ? 1 : -1;
}

/**
 * Adds one box (`sign` 1) or takes it away (-1): what its snapshot says was bought (later list
 * edits never change it). A name comes from the first box added with it.
 */
export function addBox(totals: PickTotals, box: PickedBox, sign: 1 | -1 = 1): void {
  totals.boxes += sign;
  const list = totals.supplyLists.get(box.supplyListId) ?? { name: null, boxes: 0 };
  list.boxes += sign;
  if (sign > 0) list.name ??= box.snapshot.listName;
  totals.supplyLists.set(box.supplyListId, list);
  const inThisBox = new Set<string>();
  for (const item of box.snapshot.items) {
    const product = totals.products.get(item.productId) ?? { name: null, quantity: 0, boxes: 0 };
    product.quantity += sign * item.quantity;
    if (!inThisBox.has(item.productId)) product.boxes += sign;
    if (sign > 0) product.name ??= item.name;
    inThisBox.add(item.productId);
    totals.products.set(item.productId, product);
  }
  for (const change of box.itemChanges ?? []) {
    const key = itemChangeKey(change);
    const counted = totals.itemChanges.get(key) ?? { change: change.change, item: null, substitute: null, boxes: 0, refundedCents: 0 };
    counted.boxes += sign;
    counted.refundedCents += sign * (change.refundCents ?? 0);
    if (sign > 0) {
      counted.item ??= change.name;
      counted.substitute ??= change.substitute?.name ?? null;
    }
    totals.itemChanges.set(key, counted);
  }
}

/** Boxes moving, school by school: what the writes of a transaction (or a batch of orders written at once) move each school's totals by. */
export class PickTotalsMoves {
  readonly bySchool = new Map<string, PickTotals>();

  /** Counts an order's move (from null: its creation) if it enters or leaves the box statuses. */
  move(order: PickedBox & { schoolId: string }, from: OrderStatus | null, to: OrderStatus): void {
    const delta = boxDelta(from, to);
    if (delta === 0) return;
    const totals = this.bySchool.get(order.schoolId) ?? emptyPickTotals();
    addBox(totals, order, delta);
    this.bySchool.set(order.schoolId, totals);
  }
}

/**
 * The write (`set` with `merge`) that moves a school's stored totals by `change`: each id is a
 * key of its own (a field-path segment, never a dotted string), each number an increment, and a
 * name is written only by boxes coming in. Null when nothing moves.
 */
export function pickTotalsWrite(change: PickTotals): DocumentData | null {
  return nonEmpty({
    boxes: increment(change.boxes),
    products: mapWrite(change.products, (p) => nonEmpty({ name: p.name, quantity: increment(p.quantity), boxes: increment(p.boxes) })),
    supplyLists: mapWrite(change.supplyLists, (l) => nonEmpty({ name: l.name, boxes: increment(l.boxes) })),
    itemChanges: mapWrite(change.itemChanges, (c) =>
      nonEmpty({
        ...(c.item !== null ? { change: c.change, item: c.item, substitute: c.substitute } : {}),
        boxes: increment(c.boxes),
        refundedCents: increment(c.refundedCents),
      }),
    ),
  });
}

const increment = (by: number) => (by ? FieldValue.increment(by) : undefined);

/** The fields that are set, or null: an empty map under `merge` would replace the stored one. */
function nonEmpty(fields: Record<string, unknown>): DocumentData | null {
  const set = Object.entries(fields).filter(([, value]) => value !== undefined && value !== null);
  return set.length ? Object.fromEntries(set) : null;
}

const mapWrite = <T>(entries: Map<string, T>, entryWrite: (entry: T) => DocumentData | null) =>
  nonEmpty(Object.fromEntries([...entries].map(([id, entry]) => [id, entryWrite(entry)])));

/** The whole document of totals counted from every box (a rebuild writes it over what was kept). */
export function pickTotalsDoc(totals: PickTotals): PickTotalsDoc {
  const named = <T extends { name: string | null }>(entries: Map<string, T>) =>
    Object.fromEntries([...entries].map(([id, entry]) => [id, { ...entry, name: entry.name ?? '' }]));
  const changes = Object.fromEntries([...totals.itemChanges].map(([key, entry]) => [key, { ...entry, item: entry.item ?? '' }]));
  return { boxes: totals.boxes, products: named(totals.products), supplyLists: named(totals.supplyLists), itemChanges: changes };
}
