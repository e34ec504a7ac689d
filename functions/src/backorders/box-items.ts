import type { Transaction } from 'firebase-admin/firestore';
import { isAwaitingPackingStatus } from '@ssb/contract';
import { DemandMoves, type OrderDoc } from '@ssb/documents';
import { writeBoxItemsChanged } from '../fulfilment/pick-totals';
import { writeDemand } from '../purchasing/demand-counters';

type Items = OrderDoc['snapshot']['items'];

/**
 * The counters a box's changed items move, in the transaction that changes them: its school's
 * pick totals (and the changes its pick list names) and, while it waits to be packed, the demand counters, so a substitute is picked
 * and bought instead of its item and a removed item neither.
 */
export function writeItemsChanged(tx: Transaction, order: OrderDoc, before: Items, after: Items, changes: OrderDoc['itemChanges']): void {
  writeBoxItemsChanged(tx, order, before, after, changes);
  if (!isAwaitingPackingStatus(order.status)) return;
  const demand = new DemandMoves();
  demand.add(order.schoolId, before, -1);
  demand.add(order.schoolId, after, 1);
  writeDemand(tx, demand);
}
