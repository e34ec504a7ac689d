import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { transition, type OrderEvent, type OrderStatus, type Transition } from '@ssb/contract';
import { prepareOrderCountMove, type ListsRead } from './list-order-count';
import type { OrderDoc } from './repository';

/** What an event does to one order, ready to be written in the transaction that read it. */
export interface PreparedTransition {
  from: OrderStatus;
  transition: Transition;
  /** Writes the move (the status with `changes`, the list's counter); nothing unless it is a move. */
  write(changes?: Partial<OrderDoc>): void;
}

/**
 * Asks the order lifecycle (contract/src/order-lifecycle.ts) what `event` does to `order`,
 * read in `tx`, and prepares what a move writes: the status and its list's order counter.
 * Firestore wants every read before the first write, so what the move needs is read now and
 * the write is made later, with the transaction's others. Every writer of an order's status
 * goes through here, so what follows a move is added once, here.
 */
export async function prepareTransition(
  tx: Transaction,
  ref: DocumentReference<OrderDoc>,
  order: OrderDoc,
  event: OrderEvent,
  listsRead?: ListsRead,
): Promise<PreparedTransition> {
  const result = transition(order.status, event);
  const moveCount = result.kind === 'move' ? await prepareOrderCountMove(tx, order.supplyListId, order.status, result.to, listsRead) : () => {};
  return {
    from: order.status,
    transition: result,
    write(changes = {}) {
      if (result.kind !== 'move') return;
      tx.update(ref, { ...changes, status: result.to, updatedAt: Timestamp.now() });
      moveCount();
    },
  };
}

/** `prepareTransition` for each box of a checkout: every read of them all before the first write, each list read once. */
export async function prepareTransitions<Box extends { ref: DocumentReference<OrderDoc>; order: OrderDoc }>(
  tx: Transaction,
  boxes: Box[],
  event: OrderEvent,
): Promise<(Box & { prepared: PreparedTransition })[]> {
  const listsRead: ListsRead = new Map();
  return Promise.all(boxes.map(async (box) => ({ ...box, prepared: await prepareTransition(tx, box.ref, box.order, event, listsRead) })));
}
