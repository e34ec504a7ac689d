import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { marginDayWrite, marginLinesOf, MarginDaysMoves, paidDayOf, type OrderDoc, type OrderMarginDoc } from '@ssb/documents';
import { marginDaysCollection, orderMarginsCollection } from './repository';
import { productsCollection } from '../products/repository';

/** Where a day's margins are counted: increments go around the converter, which checks whole values. */
const marginDayRef = (day: string) => marginDaysCollection().doc(day).withConverter(null);

/**
 * The unit cost of each product of the boxes a transaction pays, read in it (one read per product,
 * however many boxes hold it): the cost a box keeps is the cost of the instant it was paid.
 */
export class CostReads {
  private readonly costs = new Map<string, Promise<number | undefined>>();
  constructor(private readonly tx: Transaction) {}

  private costOf(productId: string): Promise<number | undefined> {
    let cost = this.costs.get(productId);
    if (!cost) {
      cost = this.tx.get(productsCollection().doc(productId)).then((snap) => snap.data()?.costCents);
      this.costs.set(productId, cost);
    }
    return cost;
  }

  /** What the box's products cost now, by product. */
  async of(order: Pick<OrderDoc, 'snapshot'>): Promise<Map<string, number | undefined>> {
    const ids = [...new Set(order.snapshot.items.map((item) => item.productId))];
    const costs = await Promise.all(ids.map((id) => this.costOf(id)));
    return new Map(ids.map((id, i) => [id, costs[i]]));
  }
}

/** The margin a box paid at `paidAt` keeps, at the costs read for it. */
export const marginAtPayment = (order: Pick<OrderDoc, 'snapshot' | 'money'>, costs: ReadonlyMap<string, number | undefined>, paidAt: Date): OrderMarginDoc => ({
  day: paidDayOf(paidAt).day,
  lines: marginLinesOf(order, costs),
});

/** Where a paid box keeps its margin. */
export const orderMarginRef = (orderId: string): DocumentReference<OrderMarginDoc> => orderMarginsCollection().doc(orderId);

/** The margin a box leaving a paid status counted, read in `tx` before its move; null for a box paid before margins were kept. */
export async function keptMargin(tx: Transaction, orderId: string): Promise<OrderMarginDoc | null> {
  return (await tx.get(orderMarginRef(orderId))).data() ?? null;
}

/** Moves the days' margins a transaction changed: one merge per day, reading nothing. */
export function writeMarginDays(tx: Transaction, moves: MarginDaysMoves): void {
  for (const [day, dayMoves] of moves.byDay) tx.set(marginDayRef(day), marginDayWrite(day, dayMoves), { merge: true });
}

/**
 * Moves a paid box's kept margin (read in `tx` with `keptMargin`) when a backorder changes what it
 * holds, in that change's transaction and on the day the box was paid: the item's line goes to its
 * substitute, at the substitute's cost now and the item's revenue (the family paid the item's
 * price), or leaves with a removal, whose revenue was refunded. A box paid before margins were
 * kept has none to move.
 */
export function writeMarginItemChanged(
  tx: Transaction,
  orderId: string,
  box: Pick<OrderDoc, 'supplyListId' | 'schoolId'>,
  kept: OrderMarginDoc | null,
  productId: string,
  substitute: { productId: string; costCents: number | undefined } | null,
): void {
  if (!kept) return;
  const lines = kept.lines.flatMap((line) => {
    if (line.productId !== productId) return [line];
    if (!substitute) return [];
    const costCents = substitute.costCents === undefined ? null : substitute.costCents * line.quantity;
    return [{ ...line, productId: substitute.productId, costCents }];
  });
  const changed: OrderMarginDoc = { ...kept, lines };
  const moves = new MarginDaysMoves();
  moves.move({ ...box, margin: kept }, -1);
  moves.move({ ...box, margin: changed }, 1);
  tx.set(orderMarginRef(orderId), changed);
  writeMarginDays(tx, moves);
}
