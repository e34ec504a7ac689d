import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { SupplyList } from '@ssb/contract';
import type { MailDoc } from '@ssb/documents';
import { appUrl } from '../config';
import { conflict } from '../http/errors';
import { db } from '../lib/firebase';
import { mailCollection } from '../mail/repository';
import { schoolsCollection } from '../schools/repository';
import { listPriceCents, toApiSupplyList } from './convert';
import { readListInTransaction } from './list-in-transaction';
import { publishProblem } from './publish-rules';
import { reviewAnswerMail } from './review-answer';

/**
 * PUT /supply-lists/{id}/publish and /unpublish (docs/product.md §4: Draft ⇄ Published, admin only).
 * Publishing refuses an empty list or one too cheap to charge, and locks the price the list
 * sells for (docs/product.md §4: a published list's price is locked), so later product price changes
 * leave it alone. The school's count of published lists moves in the same transaction;
 * the shop reads published lists directly, so the list appears or disappears at once.
 * Publishing a list that waited for review e-mails the representative who submitted it, in the
 * same transaction (docs/decisions.md §32). Asking for the state a list is already in changes nothing.
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
      if (list.awaitingReview && list.reviewRequest) {
        const { id, doc } = reviewAnswerMail(listId, { ...list, reviewRequest: list.reviewRequest }, schoolName, 'published', appUrl(), changes.updatedAt);
        tx.create(mailCollection().doc(id), doc satisfies MailDoc);
      }
    }
    // A published list has nothing left to answer from review.
    tx.update(ref, { ...changes, reviewNote: FieldValue.delete() });
    if (school) tx.update(schoolsCollection().doc(list.schoolId), { publishedListCount: FieldValue.increment(published ? 1 : -1) });
    const { reviewNote: _answered, ...kept } = list;
    return toApiSupplyList(listId, { ...kept, ...changes }, schoolName, products, { staff: true });
  });
}
