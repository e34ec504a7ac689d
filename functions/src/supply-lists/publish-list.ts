import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { SupplyList } from '@ssb/contract';
import { conflict } from '../http/errors';
import { db } from '../lib/firebase';
import { schoolsCollection } from '../schools/repository';
import { listPriceCents, toApiSupplyList } from './convert';
import { readListInTransaction } from './list-in-transaction';
import { publishProblem } from './publish-rules';

/**
 * PUT /supply-lists/{id}/publish and /unpublish (docs/product.md §4: Draft ⇄ Published, admin only).
 * Publishing refuses an empty list or one too cheap to charge, and locks the price the list
 * sells for (docs/product.md §4: a published list's price is locked), so later product price changes
 * leave it alone. The school's count of published lists moves in the same transaction;
 * the shop reads published lists directly, so the list appears or disappears at once.
 * Asking for the state a list is already in changes nothing.
 */
export async function setListPublished(listId: string, published: boolean): Promise<SupplyList> {
  return db().runTransaction(async (tx) => {
    const { ref, list, school, products } = await readListInTransaction(tx, listId);
    const schoolName = school?.name ?? '';
    if (list.published === published) return toApiSupplyList(listId, list, schoolName, products, { staff: true });
    // Publishing ends a representative's wait for review; so does an administrator's unpublishing.
    const changes: { published: boolean; awaitingReview: false; updatedAt: Timestamp; totalPriceCents?: number } = {
      published,
      awaitingReview: false,
      updatedAt: Timestamp.now(),
    };
    if (published) {
      const priceCents = listPriceCents(list, products);
      const problem = publishProblem(list.items.length, priceCents);
      if (problem) throw conflict(problem);
      changes.totalPriceCents = priceCents;
    }
    tx.update(ref, changes);
    if (school) tx.update(schoolsCollection().doc(list.schoolId), { publishedListCount: FieldValue.increment(published ? 1 : -1) });
    return toApiSupplyList(listId, { ...list, ...changes }, schoolName, products, { staff: true });
  });
}
