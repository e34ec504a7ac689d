import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { isPaidStatus, orderCountDelta, transition, type OrderEvent, type OrderStatus, type Transition } from '@ssb/contract';
import { DemandMoves, MarginDaysMoves, paidCentsOf, PaidDaysMoves, PickTotalsMoves, ReadyToShipMoves, withChange } from '@ssb/documents';
import { appUrl, checkoutLinkKeys } from '../config';
import { writePickTotals } from '../fulfilment/pick-totals';
import { loadLanguages } from '../language';
import { writeDemand } from '../purchasing/demand-counters';
import { StockMoves } from '../purchasing/stock-moves';
import { API_TEXTS } from '../texts';
import { gatherLedgerCounters, writeLedgerCounters } from '../fundraising/repository';
import { recordShareCancelled, recordShareEarned, ShareReads } from '../fundraising/share-ledger';
import { db } from '../lib/firebase';
import { Outbox } from '../mail/outbox';
import { CostReads, keptMargin, marginAtPayment, orderMarginRef, writeMarginDays } from '../reports/margin-days';
import { writeReadyToShip } from '../shipments/ready-to-ship';
import { movePoolWithBox } from '../sponsorship/pool-payments';
import { ListCounters } from './list-order-count';
import { orderPageUrl } from './receipt-token';
import { writePaidDays } from './paid-days';
import type { OrderDoc } from './repository';

declare const orderTransaction: unique symbol;

/** A transaction that may move orders: what its moves announce is written in it (`runOrderTransaction`). */
export type OrderTransaction = Transaction & { readonly [orderTransaction]: true };

/** What each attempt's moves write at its end: Firestore runs the same Transaction object again when it retries. */
const followUps = new WeakMap<
  Transaction,
  {
    counters: ListCounters;
    pickTotals: PickTotalsMoves;
    demand: DemandMoves;
    ready: ReadyToShipMoves;
    stock: StockMoves;
    paidDays: PaidDaysMoves;
    margins: MarginDaysMoves;
    costs: CostReads;
    outbox: Outbox;
    shares: ShareReads;
  }
>();

/**
 * `db().runTransaction` for every writer of an order's status. The e-mails of the moves made in
 * `work` are created at its end, in the same transaction: a change is announced if and only if
 * it commits, and once, and the boxes of one checkout that move together make one message. The
 * e-mails speak each family's language: every language is loaded first (the Stripe webhook runs
 * outside the API's requests).
 */
export async function runOrderTransaction<T>(work: (tx: OrderTransaction) => Promise<T>): Promise<T> {
  await loadLanguages();
  return db().runTransaction(async (tx) => {
    const counters = new ListCounters(tx);
    const pickTotals = new PickTotalsMoves();
    const demand = new DemandMoves();
    const ready = new ReadyToShipMoves();
    const stock = new StockMoves(tx);
    const paidDays = new PaidDaysMoves();
    const margins = new MarginDaysMoves();
    const outbox = new Outbox();
    followUps.set(tx, { counters, pickTotals, demand, ready, stock, paidDays, margins, costs: new CostReads(tx), outbox, shares: new ShareReads(tx) });
    gatherLedgerCounters(tx);
    const result = await work(tx as OrderTransaction);
    counters.write();
    writeLedgerCounters(tx);
    writePickTotals(tx, pickTotals);
    writeDemand(tx, demand);
    writeReadyToShip(tx, ready);
    stock.write();
    writePaidDays(tx, paidDays);
    writeMarginDays(tx, margins);
    outbox.write(tx, (checkoutId) => orderPageUrl(appUrl(), checkoutId, checkoutLinkKeys()));
    return result;
  });
}

/** A gift paid with a checkout's boxes in `tx`: their confirmation e-mail thanks the family for it. */
export function announceGift(tx: OrderTransaction, checkoutId: string, gift: { schoolName: string; amountCents: number }): void {
  followUps.get(tx)!.outbox.addGift(checkoutId, gift);
}

/**
 * The demand `tx` moves (docs/decisions.md §26), for a change of what an unpacked paid box holds
 * that is not a status move (an item swapped or removed): `add` the items it no longer holds with
 * -1 and those it now holds with 1. Status moves count themselves through `prepareTransition`.
 */
export function demandMovesOf(tx: OrderTransaction): DemandMoves {
  return followUps.get(tx)!.demand;
}

/**
 * The boxes ready to ship `tx` moves (docs/decisions.md §27), for a change of a box's hand-over
 * that is not a status move (a box ready for pickup picked up, or that pick-up undone). Status
 * moves count themselves through `prepareTransition`.
 */
export function readyToShipMovesOf(tx: OrderTransaction): ReadyToShipMoves {
  return followUps.get(tx)!.ready;
}

/** The names of the products the moves written so far in `tx` took below zero (docs/decisions.md §26). */
export function stockShortOf(tx: OrderTransaction): string[] {
  return followUps.get(tx)!.stock.short();
}

/** The packer's warning: how many products a move took below zero, and which; undefined when none. */
export function stockWarning(short: readonly string[]): string | undefined {
  return short.length ? API_TEXTS.stock.short({ n: short.length, items: short.join(', ') }) : undefined;
}

/** What a move tells the family beyond the order itself. */
export interface MoveNews {
  /** The amount refunded for this order with the move (cents), for a cancellation. */
  refundedCents?: number;
  /** The family saw the move made (the handover tick, the box in their hands): nothing to tell them. */
  quiet?: boolean;
}

/** What an event does to one order, ready to be written in the transaction that read it. */
export interface PreparedTransition {
  from: OrderStatus;
  transition: Transition;
  /**
   * Writes the move (the status with `changes`, when it became paid, no hand-over to undo unless
   * `changes` records one, the change in the order's history, the list's counter, the school's
   * pick totals, the day's paid boxes and margins, the school's share a box paid earns (or a cancelled one paid by no card gives back), the family's e-mail and that it was sent); nothing unless
   * it is a move.
   */
  write(changes?: Partial<OrderDoc>, news?: MoveNews): void;
}

/**
 * Asks the order lifecycle (contract/src/order-lifecycle.ts) what `event` does to `order`,
 * read in `tx`, and prepares what a move writes: the status, the change made `by` (a person's uid,
 * or one of the documents' ACTORS) in the order's history, its list's order counter, its
 * school's pick totals, the day's count of boxes first paid, a sponsored box's pool and the e-mail to the family (once a day for news that goes out so, which
 * is read here). Firestore wants every read before the
 * first write, so what the move needs is read now and the write is made later, with the
 * transaction's others. Every writer of an order's status goes through here, so what follows a
 * move is added once, here.
 */
export async function prepareTransition(
  tx: OrderTransaction,
  ref: DocumentReference<OrderDoc>,
  order: OrderDoc,
  event: OrderEvent,
  by: string,
): Promise<PreparedTransition> {
  const result = transition(order.status, event);
  const { counters, pickTotals, demand, ready, stock, paidDays, margins, costs, outbox, shares } = followUps.get(tx)!;
  const moveCount = result.kind === 'move' ? await counters.prepare(order.supplyListId, order.status, result.to) : () => {};
  if (result.kind === 'move') await outbox.prepare(tx, order, result.to);
  const stockMove = result.kind === 'move' ? await stock.prepare(order, order.status, result.to) : null;
  const becomesPaid = result.kind === 'move' && isPaidStatus(result.to) && !isPaidStatus(order.status);
  const [atPayment, costsAtPayment] = becomesPaid ? await Promise.all([shares.atPayment(order), costs.of(order)]) : [null, null];
  const leavesPaid = result.kind === 'move' && isPaidStatus(order.status) && !isPaidStatus(result.to);
  const counted = leavesPaid ? await keptMargin(tx, ref.id) : null;
  return {
    from: order.status,
    transition: result,
    write(changes = {}, news = {}) {
      if (result.kind !== 'move') return;
      const now = Timestamp.now();
      const becamePaid = isPaidStatus(result.to) && !isPaidStatus(order.status);
      const history = withChange(order.history, { at: now, event: event.type, from: order.status, to: result.to, by });
      const earned = becamePaid ? recordShareEarned(tx, ref, order, atPayment, now) : {};
      const reversed = result.to === 'CANCELLED' && isPaidStatus(order.status) ? recordShareCancelled(tx, ref, order, now) : {};
      // A paid box keeps what it sold for and cost at this instant; leaving paid takes exactly that back from its day.
      if (becamePaid && costsAtPayment) {
        const margin = marginAtPayment(order, costsAtPayment, now.toDate());
        tx.set(orderMarginRef(ref.id), margin);
        margins.move({ ...order, margin }, 1);
      }
      if (counted) {
        tx.delete(orderMarginRef(ref.id));
        margins.move({ ...order, margin: counted }, -1);
      }
      // A hand-over is undone only while the status is the one its tick set: any move ends it.
      const moved: Partial<OrderDoc> = {
        handedOver: null,
        ...changes,
        ...earned,
        ...reversed,
        status: result.to,
        history,
        updatedAt: now,
        ...(becamePaid ? { paidAt: now } : {}),
      };
      const announced = news.quiet
        ? null
        : outbox.add({ orderId: ref.id, before: order, after: { ...order, ...moved }, refundedCents: news.refundedCents ?? 0 });
      tx.update(ref, { ...moved, ...stockMove?.field, ...(announced ? { announced: [...order.announced, announced] } : {}) });
      moveCount();
      stockMove?.apply();
      pickTotals.move(order, order.status, result.to);
      demand.move(order, order.status, result.to);
      ready.move(order, { ...order, ...moved });
      movePoolWithBox(tx, order, paidCentsOf(order), orderCountDelta(order.status, result.to));
      // A box is counted on the day it was first paid: one paid again after a cancellation is not a second box.
      if (becamePaid && order.paidAt === null) paidDays.add(now.toDate());
    },
  };
}

/** `prepareTransition` for each box of a checkout: every read of them all before the first write. */
export async function prepareTransitions<Box extends { ref: DocumentReference<OrderDoc>; order: OrderDoc }>(
  tx: OrderTransaction,
  boxes: Box[],
  event: OrderEvent,
  by: string,
): Promise<(Box & { prepared: PreparedTransition })[]> {
  return Promise.all(boxes.map(async (box) => ({ ...box, prepared: await prepareTransition(tx, box.ref, box.order, event, by) })));
}
