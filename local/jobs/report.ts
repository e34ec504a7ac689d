import type { MailJobsReport } from '../../functions/src/public';

/** One line of what a run of the mail jobs did. */
export function describeReport({ reminders, digests, backorders }: MailJobsReport): string {
  const already = reminders.alreadySent + digests.alreadySent;
  return (
    `mail jobs: ${reminders.written} reminder(s) written (${reminders.schools} school(s) with one due), ` +
    `${digests.written} digest(s) (${digests.schools} school(s) with new paid orders), ` +
    `${backorders.waiting} unanswered backorder(s) left waiting, ${backorders.cancelled} box(es) cancelled after a second delay` +
    (already ? `; ${already} sent by an earlier run, left alone` : '')
  );
}
