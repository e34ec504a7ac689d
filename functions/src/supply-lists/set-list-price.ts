import { Timestamp } from 'firebase-admin/firestore';
import { dollarsToCents, type SupplyList } from '@ssb/contract';
import { conflict } from '../http/errors';
import { db } from '../lib/firebase';
import { toApiSupplyList } from './convert';
import { readListInTransaction } from './list-in-transaction';
import { priceProblem } from './publish-rules';

/**
 * PUT /supply-lists/{id}/price: the administrator's price, allowed on a published list too
 * (the school dashboard cannot change a published list's price; an administrator can).
 * Orders already placed keep the price they were charged: they are snapshots.
 */
export async function setListPrice(listId: string, totalPrice: number): Promise<SupplyList> {
  const totalPriceCents = dollarsToCents(totalPrice);
  return db().runTransaction(async (tx) => {
    const { ref, list, school, products } = await readListInTransaction(tx, listId);
    const problem = priceProblem(list.published, totalPriceCents);
    if (problem) throw conflict(problem);
    const changes = { totalPriceCents, updatedAt: Timestamp.now() };
    if (list.totalPriceCents !== totalPriceCents) tx.update(ref, changes);
    return toApiSupplyList(listId, { ...list, ...changes }, school?.name ?? '', products, { staff: true });
  });
}
