import { Timestamp, type QueryDocumentSnapshot, type QuerySnapshot, type Transaction } from 'firebase-admin/firestore';
import { isPaidStatus } from '@ssb/contract';
import { mailTimes, type MailDoc, type OrderDoc } from '@ssb/documents';
import { appUrl, checkoutLinkKeys } from '../config';
import { loadLanguages } from '../language';
import { db } from '../lib/firebase';
import { renderDeliveryDateMail } from '../mail/delivery';
import { mailCollection } from '../mail/repository';
import { boxesComingToSchool } from '../orders/queries';
import { orderPageUrl } from '../orders/receipt-token';
import { schoolsCollection, type SchoolDoc } from './repository';

/**
 * The boxes a date's move tells in the school update's own transaction; a school with more hears
 * it a page at a time after the update, as backorders' notices are sent.
 */
export const DATE_NEWS_BATCH = 100;

/** The e-mail telling one box of a school's `move`th date: made again by a retry, so created once. */
export const dateNewsMailId = (schoolId: string, move: number, orderId: string): string => `deliveryDate-${schoolId}-${move}-${orderId}`;

/** Whether a box still hears of its school's date: paid (not cancelled), to the school, not handed over yet. */
const stillComing = (order: OrderDoc): boolean => isPaidStatus(order.status) && order.delivery.toSchool && !order.handedOver;

function dateNewsMail(orderId: string, order: OrderDoc, school: { name: string; date: string }, now: Timestamp): MailDoc {
  const orderPage = orderPageUrl(appUrl(), order.checkoutId, checkoutLinkKeys());
  const message = renderDeliveryDateMail({ orderId, order, schoolName: school.name, date: school.date, orderPage });
  return { to: order.contact.email, message, kind: 'deliveryDate', orderIds: [orderId], ...mailTimes(now) };
}

/**
 * Read in the school update's transaction, before its writes, when the date moves to a new one:
 * the school's first boxes to tell, and whether they are all of them.
 */
export async function readDateNews(tx: Transaction, schoolId: string): Promise<{ boxes: QuerySnapshot<OrderDoc>; all: boolean }> {
  await loadLanguages();
  const boxes = await tx.get(boxesComingToSchool(schoolId, DATE_NEWS_BATCH + 1));
  return { boxes, all: boxes.size <= DATE_NEWS_BATCH };
}

/** Writes, in the update's transaction, the e-mails of the `move`th date to every box read (only when they were all of them). */
export function writeDateNews(tx: Transaction, schoolId: string, school: { name: string; date: string; move: number }, boxes: QuerySnapshot<OrderDoc>): void {
  const now = Timestamp.now();
  for (const box of boxes.docs) {
    tx.create(mailCollection().doc(dateNewsMailId(schoolId, school.move, box.id)), dateNewsMail(box.id, box.data(), school, now));
  }
}

/**
 * Tells the school's boxes its latest date, a page at a time, each page in a transaction that
 * reads the school again (a newer move tells its own news instead), each box and whether its
 * e-mail exists: a repeated or concurrent run tells nobody twice. The last page marks the school
 * told, so the mail jobs no longer pick it up.
 */
export async function tellDateMove(schoolId: string): Promise<void> {
  await loadLanguages();
  const schoolRef = schoolsCollection().doc(schoolId);
  const first = (await schoolRef.get()).data();
  if (!first || first.deliveryDateTold !== false) return;
  const move = first.deliveryDateMoves ?? 0;
  let after: QueryDocumentSnapshot<OrderDoc> | undefined;
  for (;;) {
    const page = await boxesComingToSchool(schoolId, DATE_NEWS_BATCH, after).get();
    const last = page.size < DATE_NEWS_BATCH;
    const current = await db().runTransaction(async (tx) => {
      const school: SchoolDoc | undefined = (await tx.get(schoolRef)).data();
      if (!school?.deliveryDate || (school.deliveryDateMoves ?? 0) !== move) return false;
      const reads = await Promise.all(
        page.docs.map(async (doc) => {
          const mailRef = mailCollection().doc(dateNewsMailId(schoolId, move, doc.id));
          const [order, mail] = await Promise.all([tx.get(doc.ref), tx.get(mailRef)]);
          return { orderId: doc.id, order: order.data(), mailRef, told: mail.exists };
        }),
      );
      const now = Timestamp.now();
      for (const box of reads) {
        if (box.told || !box.order || !stillComing(box.order)) continue;
        tx.create(box.mailRef, dateNewsMail(box.orderId, box.order, { name: school.name, date: school.deliveryDate }, now));
      }
      if (last) tx.update(schoolRef, { deliveryDateTold: true });
      return true;
    });
    if (!current || last) return;
    after = page.docs.at(-1);
  }
}

/** The schools a mail job run finishes telling at most: a move left half told is rare. */
const UNTOLD_SCHOOLS = 20;

/** For the mail jobs: finishes every move whose telling stopped half way (the function that began it ended first). */
export async function finishDateNews(): Promise<{ schools: number }> {
  const untold = await schoolsCollection().where('deliveryDateTold', '==', false).limit(UNTOLD_SCHOOLS).get();
  for (const school of untold.docs) await tellDateMove(school.id);
  return { schools: untold.size };
}
