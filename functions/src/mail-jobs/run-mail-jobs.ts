import { runBackorderDefaults, type BackorderDefaultsOutcome } from '../backorders/defaults';
import { loadLanguages } from '../language';
import { sendReminders } from '../reminders/send-reminders';
import { finishDateNews } from '../schools/delivery-date-news';
import { sendDigests } from '../staff-digest/send-digests';
import type { JobOutcome, MailJobContext } from './context';

export type { MailJobContext };

export interface MailJobsReport {
  reminders: JobOutcome;
  digests: JobOutcome;
  /** The backorder notices nobody answered by their revised date, given the FTC rule's default. */
  backorders: BackorderDefaultsOutcome;
  /** The schools whose moved delivery date was still being told to their boxes' families, told to the rest now. */
  deliveryDates: { schools: number };
}

/**
 * The scheduled e-mails, all that are due at `context.now`: the reminders before windows close
 * and the representatives' daily digests, the backorders' defaults (a cancellation's refund
 * among them), and the rest of a moved delivery date's news where its telling stopped half way.
 * The scheduled function runs it every hour, so every school's day is met whatever its zone; the local launcher runs it on an interval and `npm run
 * reminders` once. Each message has an id of its own and is created once, so running it again,
 * or twice at once, sends nothing twice. Each reminder is in its family's language: every
 * language is loaded first.
 */
export async function runMailJobs(context: MailJobContext): Promise<MailJobsReport> {
  await loadLanguages();
  return {
    reminders: await sendReminders(context),
    digests: await sendDigests(context),
    backorders: await runBackorderDefaults(context.now),
    deliveryDates: await finishDateNews(),
  };
}
