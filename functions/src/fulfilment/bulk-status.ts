import { bulkSourceStatuses, type BulkStatusRequest, type BulkStatusResponse, type BulkStatusTarget } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { notFound } from '../http/errors';
import * as logs from '../logs';
import { everyPage, schoolOrdersIn } from '../orders/queries';
import { prepareTransition, runOrderTransaction, stockShortOf, stockWarning } from '../orders/order-transition';
import { ordersCollection } from '../orders/repository';
import { findSchool } from '../schools/repository';
import { API_TEXTS } from '../texts';

/**
 * Orders per transaction: each is read and (at most) written once, with at most one e-mail
 * each (the boxes of one checkout share one), so a transaction stays within Firestore's 500
 * writes. A bulk move changes no counter: it moves paid orders between live statuses, which
 * all count on their list (the lifecycle's test shows it), so it reads nothing more;
 * statistics are count() aggregations.
 */
const BULK_BATCH_SIZE = 250;

type Skipped = BulkStatusResponse['skipped'];

/** Moves the orders it may in one transaction, reading each again there: what another change moved meanwhile is judged as it now is. */
async function moveBatch(orderIds: string[], target: BulkStatusTarget, by: string): Promise<{ moved: number; skipped: Skipped; short: string[] }> {
  return runOrderTransaction(async (tx) => {
    const refs = orderIds.map((id) => ordersCollection().doc(id));
    const snaps = await tx.getAll(...refs);
    const skipped: Skipped = [];
    const moves = [];
    for (const [i, snap] of snaps.entries()) {
      const order = snap.data();
      if (!order) {
        skipped.push({ id: orderIds[i]!, reason: API_TEXTS.orders.notFoundInBulk });
        continue;
      }
      const prepared = await prepareTransition(tx, refs[i]!, order, { type: 'bulkMove', to: target }, by);
      if (prepared.transition.kind === 'refused') skipped.push({ id: snap.id, reason: prepared.transition.reason });
      else moves.push(prepared);
    }
    for (const move of moves) move.write();
    return { moved: moves.length, skipped, short: stockShortOf(tx) };
  });
}

/** The selected ids in batches, or the school's orders that qualify, a page (one batch) at a time. */
async function* batchesOf(body: BulkStatusRequest): AsyncGenerator<string[]> {
  if (body.orderIds) {
    for (let start = 0; start < body.orderIds.length; start += BULK_BATCH_SIZE) yield body.orderIds.slice(start, start + BULK_BATCH_SIZE);
    return;
  }
  const schoolId = body.schoolId!;
  if (!(await findSchool(schoolId))) throw notFound(API_TEXTS.notFound.school);
  for await (const orders of everyPage((page) => schoolOrdersIn(schoolId, bulkSourceStatuses(body.status), page), BULK_BATCH_SIZE)) {
    if (orders.length) yield orders.map((o) => o.id);
  }
}

/**
 * POST /orders/bulk-status (administrators): the orders selected in All Orders, or every
 * paid order of a school, moved to Preparing or Completed in batches. Orders awaiting
 * payment, failed or cancelled never move; they, and orders already there, are reported.
 */
export async function bulkSetStatus(caller: Caller, body: BulkStatusRequest): Promise<BulkStatusResponse> {
  let moved = 0;
  const skipped: Skipped = [];
  const short = new Set<string>();
  for await (const ids of batchesOf(body)) {
    const result = await moveBatch(ids, body.status, caller.uid);
    moved += result.moved;
    skipped.push(...result.skipped);
    for (const name of result.short) short.add(name);
  }
  logs.bulkStatusMoved(moved, skipped.length, body.status, caller.uid);
  const warning = stockWarning([...short]);
  return { moved, skipped, ...(warning ? { stockWarning: warning } : {}) };
}
