import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { backorderNoticeId, mailTimes, type MailDoc, type OrderDoc, type ProductBackorderDoc } from '@ssb/documents';
import { appUrl, mailLinkKeys } from '../config';
import { loadLanguages } from '../language';
import { db } from '../lib/firebase';
import { renderBackorderMail } from '../mail/backorder';
import { mailCollection } from '../mail/repository';
import { refundsCollection } from '../orders/repository';
import { backorderNoticesCollection, listsHolding, NOTICE_BATCH, paidBoxesOfList, type BackorderNoticeDoc } from './repository';
import { leftCents, removalRefundCents } from './shares';
import { backorderPageUrl } from './token';

/** A box that waits for its items (paid, not yet packed) and holds `productId`. */
export const waitsFor = (order: OrderDoc, productId: string): boolean =>
  order.status === 'PAYMENT_SUCCESS' && order.snapshot.items.some((item) => item.productId === productId);

/**
 * The paid, unpacked boxes of the lists that hold `productId`, a page at a time: the lists by
 * their `productIds` (one array-contains query), then each list's paid boxes by the
 * supplyListId, status and createdAt index, NOTICE_BATCH at a time. A box holds the item by its
 * snapshot (what was bought), which each page is filtered by.
 */
async function* pagesOfBoxes(productId: string): AsyncGenerator<QueryDocumentSnapshot<OrderDoc>[]> {
  for (const list of (await listsHolding(productId)).docs) {
    let after: QueryDocumentSnapshot<OrderDoc> | undefined;
    for (;;) {
      const page = await paidBoxesOfList(list.id, after);
      const holding = page.docs.filter((doc) => waitsFor(doc.data(), productId));
      if (holding.length) yield holding;
      if (page.size < NOTICE_BATCH) break;
      after = page.docs.at(-1);
    }
  }
}

/**
 * Tells every paid, unpacked box holding `productId` of `backorder`: in one transaction per
 * page of boxes, each box still waiting for the item and not told of this delay yet gets its
 * notice and its e-mail, both with create(), so a repeated or concurrent call tells nobody twice
 * (a transaction that lost the race reads the notices the other wrote when it runs again).
 * Answers how many were told now and how many hold the item and were told in all.
 */
export async function notifyBoxes(
  productId: string,
  backorder: ProductBackorderDoc,
  substituteName: string | null,
): Promise<{ notified: number; boxes: number }> {
  await loadLanguages();
  const keys = mailLinkKeys();
  const url = appUrl();
  let notified = 0;
  let boxes = 0;
  for await (const page of pagesOfBoxes(productId)) {
    const told = await db().runTransaction(async (tx) => {
      const read = await Promise.all(
        page.map(async (doc) => {
          const noticeRef = backorderNoticesCollection().doc(backorderNoticeId(doc.id, productId, backorder.delay));
          const [order, notice, refund] = await Promise.all([tx.get(doc.ref), tx.get(noticeRef), tx.get(refundsCollection().doc(doc.id))]);
          return { orderId: doc.id, order: order.data(), noticeRef, told: notice.exists, refundedCents: refund.data()?.amountCents ?? 0 };
        }),
      );
      const now = Timestamp.now();
      let written = 0;
      let holding = 0;
      for (const box of read) {
        if (!box.order || !waitsFor(box.order, productId)) continue;
        holding += 1;
        if (box.told) continue;
        const item = box.order.snapshot.items.find((entry) => entry.productId === productId)!;
        const notice: BackorderNoticeDoc = {
          orderId: box.orderId,
          productId,
          delay: backorder.delay,
          revisedDate: backorder.revisedDate,
          itemName: item.name,
          quantity: item.quantity,
          substituteProductId: backorder.substituteProductId,
          substituteName,
          choice: null,
          refundCents: 0,
          defaulted: false,
          chosenAt: null,
          createdAt: now,
        };
        const message = renderBackorderMail({
          orderId: box.orderId,
          order: box.order,
          item,
          delay: backorder.delay,
          revisedDate: backorder.revisedDate,
          substitute: substituteName,
          removeRefundCents: removalRefundCents(box.order, productId, box.refundedCents),
          cancelRefundCents: leftCents(box.order, box.refundedCents),
          choiceUrl: backorderPageUrl(url, box.orderId, productId, keys),
        });
        const mail: MailDoc = { to: box.order.contact.email, message, kind: 'backorder', orderIds: [box.orderId], ...mailTimes(now) };
        tx.create(box.noticeRef, notice);
        tx.create(mailCollection().doc(`backorder-${box.noticeRef.id}`), mail);
        written += 1;
      }
      return { written, holding };
    });
    notified += told.written;
    boxes += told.holding;
  }
  return { notified, boxes };
}
