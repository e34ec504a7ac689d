import { Timestamp } from 'firebase-admin/firestore';
import { publishMessages, type SupplyList } from '@ssb/contract';
import { appUrl } from '../config';
import { conflict } from '../http/errors';
import { db } from '../lib/firebase';
import { mailCollection } from '../mail/repository';
import { toApiSupplyList } from './convert';
import { readListInTransaction } from './list-in-transaction';
import { reviewAnswerMail } from './review-answer';

/**
 * POST /supply-lists/{id}/send-back (administrators): a draft waiting for review goes back to
 * its representative with a note, which its staff see beside it until it is submitted again
 * (docs/decisions.md §32); the representative who submitted it is e-mailed in the same
 * transaction. A list not waiting (published, never submitted, already sent back) is 409.
 */
export async function sendBackList(listId: string, note: string): Promise<SupplyList> {
  return db().runTransaction(async (tx) => {
    const { ref, list, school, products } = await readListInTransaction(tx, listId);
    if (list.published || !list.awaitingReview) throw conflict(publishMessages.notWaiting);
    const schoolName = school?.name ?? '';
    const now = Timestamp.now();
    const changes = { awaitingReview: false, reviewNote: { text: note, at: now }, updatedAt: now };
    if (list.reviewRequest) {
      const { id, doc } = reviewAnswerMail(listId, { ...list, reviewRequest: list.reviewRequest }, schoolName, { note }, appUrl(), now);
      tx.create(mailCollection().doc(id), doc);
    }
    tx.update(ref, changes);
    return toApiSupplyList(listId, { ...list, ...changes }, schoolName, products, { staff: true });
  });
}
