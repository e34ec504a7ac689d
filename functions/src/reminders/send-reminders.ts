import { Timestamp } from 'firebase-admin/firestore';
import type { Locale } from '@ssb/contract';
import { mailTimes, type MailDoc, type SchoolDoc } from '@ssb/documents';
import { renderReminderMail } from '../mail/reminder';
import type { JobOutcome, MailJobContext } from '../mail-jobs/context';
import { MailWriter } from '../mail-jobs/mail-writer';
import { pagesOf } from '../mail-jobs/pages';
import { schoolsCollection } from '../schools/repository';
import { closingDaysToRemind, dueReminder, type DueReminder } from './due';
import { addressDigest, unsubscribeUrl } from './recipients';
import { reminderRequests } from './repository';

// The job's queries, apart so that functions/src/indexes.test.ts runs each shape.

/** The schools that may have a reminder due now (`dueReminder` decides). */
export const schoolsClosingSoon = (now: Date) => schoolsCollection().where('orderingClosesOn', 'in', closingDaysToRemind(now));

/** The requests the mailbox's owner confirmed and has not unsubscribed: nobody else is reminded. */
export const remindersConfirmedAt = (schoolId: string) => reminderRequests().where('schoolId', '==', schoolId).where('status', '==', 'confirmed');

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

  /** Reminds `email`, in the language it confirmed in. */
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

  /** The families who asked and confirmed: a page of requests at a time. */
  async remindConfirmed(): Promise<void> {
    for await (const page of pagesOf(remindersConfirmedAt(this.schoolId))) {
      for (const request of page) this.remind(request.data().email, request.data().locale);
      await this.writer.flush();
    }
  }
}

/**
 * The reminders due now (docs/decisions.md §10): for every school whose window has 7 or 1 days left
 * in its zone, one e-mail to each family who asked and confirmed, and has not unsubscribed; a
 * checkout that failed there enrols nobody. Run it as often as you like: a
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
    await reminders.remindConfirmed();
  }
  await writer.close();
  return { schools: reminded, written: writer.written, alreadySent: writer.alreadySent };
}
