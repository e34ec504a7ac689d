import { Timestamp } from 'firebase-admin/firestore';
import type { Locale } from '@ssb/contract';
import { mailTimes, type MailDoc, type SchoolDoc } from '@ssb/documents';
import { getAll } from '../lib/collections';
import { renderReminderMail } from '../mail/reminder';
import type { JobOutcome, MailJobContext } from '../mail-jobs/context';
import { MailWriter } from '../mail-jobs/mail-writer';
import { pagesOf } from '../mail-jobs/pages';
import { ordersCollection } from '../orders/repository';
import { schoolsCollection } from '../schools/repository';
import { closingDaysToRemind, dueReminder, failedCheckoutToRemind, type DueReminder, type FamilyOrder } from './due';
import { addressDigest, recipientIdOf, reminderOptOuts, reminderRequests, unsubscribeUrl } from './recipients';

/** Firestore's most values in one `in` filter. */
const IN_LIMIT = 30;

// The job's queries, apart so that functions/src/indexes.test.ts runs each shape.

/** The schools that may have a reminder due now (`dueReminder` decides). */
export const schoolsClosingSoon = (now: Date) => schoolsCollection().where('orderingClosesOn', 'in', closingDaysToRemind(now));

export const remindersAskedAt = (schoolId: string) => reminderRequests().where('schoolId', '==', schoolId);

export const failedCheckoutsAt = (schoolId: string) => ordersCollection().where('schoolId', '==', schoolId).where('status', '==', 'PAYMENT_FAILED');

/** Every order of these families (by e-mail key, at most 30) at the school. */
export const familiesOrdersAt = (schoolId: string, emailKeys: string[]) =>
  ordersCollection().where('schoolId', '==', schoolId).where('emailKey', 'in', emailKeys);

/** One e-mail per address, school, window and reminder: its id says all four. */
const reminderMailId = (schoolId: string, due: DueReminder, email: string) => `reminder-${schoolId}-${due.closesOn}-${due.daysLeft}d-${addressDigest(email)}`;

/** Who is reminded at one school now, and how each message is made. */
class SchoolReminders {
  constructor(
    private readonly schoolId: string,
    private readonly school: SchoolDoc,
    private readonly due: DueReminder,
    private readonly context: MailJobContext,
    private readonly writer: MailWriter,
  ) {}

  /** Reminds `email`, in the language it asked (or ordered) in. */
  remind(email: string, locale: Locale): void {
    const { schoolId, school, due, context } = this;
    const unsubscribe = unsubscribeUrl(context.appUrl, schoolId, email, context.linkSecret, locale);
    const doc: MailDoc = {
      to: email,
      message: renderReminderMail(
        { schoolId, school: school.name, closesOn: due.closesOn, daysLeft: due.daysLeft, unsubscribeUrl: unsubscribe, locale },
        context.appUrl,
      ),
      // RFC 8058 one-click unsubscribe, in the document's headers, which the extension hands to nodemailer.
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      kind: 'closingReminder',
      orderIds: [],
      schoolId,
      ...mailTimes(Timestamp.fromDate(context.now)),
    };
    this.writer.create(reminderMailId(schoolId, due, email), doc);
  }

  /** The families who asked: a page of requests at a time (an unsubscribe deleted its request). */
  async remindRequests(): Promise<void> {
    for await (const page of pagesOf(remindersAskedAt(this.schoolId))) {
      for (const request of page) this.remind(request.data().email, request.data().locale);
      await this.writer.flush();
    }
  }

  /**
   * The families whose checkout failed and who paid nothing since: the school's failed orders a
   * page at a time name the families; all of a few families' orders at the school (up to 30
   * families a query) say whether they paid after; their opt-outs are read before they are written to.
   */
  async remindFailedCheckouts(): Promise<void> {
    const seen = new Set<string>();
    for await (const page of pagesOf(failedCheckoutsAt(this.schoolId))) {
      const families = [...new Set(page.map((order) => order.data().emailKey))].filter((key) => !seen.has(key));
      for (const key of families) seen.add(key);
      for (let start = 0; start < families.length; start += IN_LIMIT) {
        const failed = await this.familiesToRemind(families.slice(start, start + IN_LIMIT));
        const optOuts = await getAll(failed.map(({ email }) => reminderOptOuts().doc(recipientIdOf(this.schoolId, email))));
        failed.filter((_, i) => !optOuts[i]!.exists).forEach(({ email, locale }) => this.remind(email, locale));
      }
      await this.writer.flush();
    }
  }

  /** The failed checkouts of these families (by e-mail key) that are due a reminder. */
  private async familiesToRemind(emailKeys: string[]): Promise<FamilyOrder[]> {
    const { docs } = await familiesOrdersAt(this.schoolId, emailKeys).get();
    const families = new Map<string, FamilyOrder[]>();
    for (const doc of docs) {
      const order = doc.data();
      const orders = families.get(order.emailKey) ?? [];
      orders.push({
        status: order.status,
        email: order.contact.email,
        createdAt: order.createdAt.toDate(),
        paidAt: order.paidAt?.toDate() ?? null,
        updatedAt: order.updatedAt.toDate(),
        locale: order.locale,
      });
      families.set(order.emailKey, orders);
    }
    return [...families.values()].map(failedCheckoutToRemind).filter((order): order is FamilyOrder => order !== null);
  }
}

/**
 * The reminders due now (DESIGN §7 E-mail): for every school whose window has 7 or 1 days left
 * in its zone, one e-mail to each family who asked and to each whose checkout there failed
 * and who paid nothing since, unless the address unsubscribed. Run it as often as you like: a
 * message is created under an id of the address, the school, the window's last day and the
 * reminder, so a second run, or two at once, send nothing more.
 */
export async function sendReminders(context: MailJobContext): Promise<JobOutcome> {
  const schools = await schoolsClosingSoon(context.now).get();
  const writer = new MailWriter();
  let reminded = 0;
  for (const snap of schools.docs) {
    const school = snap.data();
    const due = dueReminder(school, context.now);
    if (!due) continue;
    reminded++;
    const reminders = new SchoolReminders(snap.id, school, due, context, writer);
    await reminders.remindRequests();
    await reminders.remindFailedCheckouts();
  }
  await writer.close();
  return { schools: reminded, written: writer.written, alreadySent: writer.alreadySent };
}
