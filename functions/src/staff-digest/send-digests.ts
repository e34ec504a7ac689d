import { AggregateField, Timestamp } from 'firebase-admin/firestore';
import { roleOf } from '@ssb/contract';
import { mailTimes, type MailDoc } from '@ssb/documents';
import { digestMoney, renderDigestMail } from '../mail/digest';
import type { JobOutcome, MailJobContext } from '../mail-jobs/context';
import { auth } from '../lib/firebase';
import { MailWriter } from '../mail-jobs/mail-writer';
import { ordersCollection } from '../orders/repository';
import { schoolsCollection } from '../schools/repository';
import { MAX_REPRESENTATIVES } from '../schools/representatives';
import { usersCollection } from '../users/repository';
import { digestDay, earliestClosingWithDigest, type DigestDay } from './digest-day';

/** The orders a digest lists; beyond them it says how many more, and the dashboard has them all. */
export const DIGEST_LISTED_ORDERS = 50;

// The job's queries, apart so that functions/src/indexes.test.ts runs each shape.

/** The schools that may have a digest due now (`digestDay` decides). */
export const schoolsWithDigestWindow = (now: Date) => schoolsCollection().where('orderingClosesOn', '>=', earliestClosingWithDigest(now));

/** The school's orders that became paid between `from` and `to`. */
export const paidBetween = (schoolId: string, from: Date, to: Date) =>
  ordersCollection().where('schoolId', '==', schoolId).where('paidAt', '>=', Timestamp.fromDate(from)).where('paidAt', '<', Timestamp.fromDate(to));

/**
 * The school's representatives who take the digest (not turned off), at the address Firebase
 * Auth says each has verified now (docs/decisions.md §1: the profile's copy is data, not proof): the
 * children's names it lists go nowhere else.
 */
async function digestReaders(schoolId: string): Promise<{ id: string; email: string }[]> {
  const { docs } = await usersCollection().where('schoolId', '==', schoolId).limit(MAX_REPRESENTATIVES).get();
  const uids = docs.filter((doc) => roleOf(doc.data()) === 'rep' && doc.data().dailyDigest).map((doc) => doc.id);
  if (!uids.length) return [];
  const { users } = await auth().getUsers(uids.map((uid) => ({ uid })));
  return users.filter((user) => user.emailVerified && user.email).map((user) => ({ id: user.uid, email: user.email! }));
}

/** One school's digest for `day`, to each reader; nothing when no order was paid that day. */
async function sendSchoolDigest(schoolId: string, school: string, day: DigestDay, context: MailJobContext, writer: MailWriter): Promise<boolean> {
  const readers = await digestReaders(schoolId);
  if (!readers.length) return false;
  const paid = paidBetween(schoolId, day.from, day.to);
  // Counted and summed by aggregation (a read per 1,000 orders); only the listed ones are read.
  const totals = (
    await paid
      .aggregate({
        count: AggregateField.count(),
        itemsCents: AggregateField.sum('snapshot.totalCents'),
        discountCents: AggregateField.sum('money.discountCents'),
        shippingCents: AggregateField.sum('money.shippingCents'),
        taxCents: AggregateField.sum('money.taxCents'),
      })
      .get()
  ).data();
  if (!totals.count) return false;
  const orders = (await paid.orderBy('paidAt').limit(DIGEST_LISTED_ORDERS).get()).docs.map((doc) => ({ orderId: doc.id, order: doc.data() }));
  const message = renderDigestMail(
    { school, day: day.day, count: totals.count, ...digestMoney(totals), orders, closesOn: day.closesOn, closed: day.closed },
    context.appUrl,
  );
  for (const reader of readers) {
    const doc: MailDoc = {
      to: reader.email,
      message,
      kind: 'dailyDigest',
      orderIds: orders.map((order) => order.orderId),
      schoolId,
      ...mailTimes(Timestamp.fromDate(context.now)),
    };
    writer.create(`digest-${schoolId}-${day.sentOn}-${reader.id}`, doc);
  }
  return true;
}

/**
 * The representatives' daily digests due now (docs/decisions.md §11): for each school whose window
 * was open on its yesterday, the orders paid that day, one e-mail per representative who has
 * not turned it off. Its id names the school, the day and the person, created with create(): a
 * second run that day, or two at once, send nothing more.
 */
export async function sendDigests(context: MailJobContext): Promise<JobOutcome> {
  const schools = await schoolsWithDigestWindow(context.now).get();
  const writer = new MailWriter();
  let sent = 0;
  for (const snap of schools.docs) {
    const day = digestDay(snap.data(), context.now);
    if (day && (await sendSchoolDigest(snap.id, snap.data().name, day, context, writer))) sent++;
  }
  await writer.close();
  return { schools: sent, written: writer.written, alreadySent: writer.alreadySent };
}
