import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { publishMessages, type SupplyList } from '@ssb/contract';
import { mailTimes, type MailDoc } from '@ssb/documents';
import { appUrl } from '../config';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { conflict, forbidden } from '../http/errors';
import { db } from '../lib/firebase';
import { mailCollection } from '../mail/repository';
import { renderReviewRequestMail } from '../mail/review-request';
import { administrators } from '../users/administrators';
import { listPriceCents, toApiSupplyList } from './convert';
import { readListInTransaction } from './list-in-transaction';
import { API_TEXTS } from '../texts';

/**
 * POST /supply-lists/{id}/review: the school's representative submits a draft for review. The
 * list shows "Waiting for review" until an administrator publishes it, and each administrator
 * is e-mailed in the same transaction, under an id made from the list's version, with create():
 * a second request while it waits changes nothing and e-mails no one again. Administrators
 * publish lists themselves; a published or empty list has nothing to review (409).
 */
export async function submitForReview(caller: Caller, listId: string): Promise<SupplyList> {
  if (caller.role === 'admin') throw forbidden(publishMessages.adminsPublish);
  // Anyone but a representative is refused before the administrators are looked up.
  if (caller.role !== 'rep') throw forbidden(API_TEXTS.access.ownSchool);
  const admins = await administrators();
  return db().runTransaction(async (tx) => {
    const { ref, list, school, products } = await readListInTransaction(tx, listId);
    assertMayManageSchool(caller, list.schoolId);
    const schoolName = school?.name ?? '';
    if (list.published) throw conflict(publishMessages.alreadyPublished);
    if (list.awaitingReview) return toApiSupplyList(listId, list, schoolName, products, { staff: true });
    if (!list.items.length) throw conflict(publishMessages.empty);

    const now = Timestamp.now();
    const message = renderReviewRequestMail(
      {
        school: schoolName,
        list: list.name,
        representative: caller.email ?? '',
        itemCount: list.items.length,
        priceCents: listPriceCents(list, products),
        autoPrice: list.totalPriceCents === null,
      },
      appUrl(),
    );
    for (const admin of admins) {
      const doc: MailDoc = { to: admin.email, message, kind: 'reviewRequest', orderIds: [], schoolId: list.schoolId, supplyListId: listId, ...mailTimes(now) };
      tx.create(mailCollection().doc(`review-${listId}-${list.updatedAt.toMillis()}-${admin.id}`), doc);
    }
    const changes = { awaitingReview: true, reviewRequest: { uid: caller.uid, email: caller.email ?? '', at: now }, updatedAt: now };
    // This submission answers the note that sent the list back.
    tx.update(ref, { ...changes, reviewNote: FieldValue.delete() });
    const { reviewNote: _answered, ...kept } = list;
    return toApiSupplyList(listId, { ...kept, ...changes }, schoolName, products, { staff: true });
  });
}
