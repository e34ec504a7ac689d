import type { MailJobsReport } from '../../functions/src/public';

/** One line of what a run of the mail jobs did. */
export function describeReport({ reminders }: MailJobsReport): string {
  const already = reminders.alreadySent ? `; ${reminders.alreadySent} sent by an earlier run, left alone` : '';
  return `mail jobs: ${reminders.written} reminder(s) written (${reminders.schools} school(s) with one due)${already}`;
}
