import { formatCalendarDate } from '@ssb/contract';
import { renderMail, type RenderedMail } from './layout';
import { mailTexts, type MailTexts } from './texts';

export interface ReminderMail {
  schoolId: string;
  school: string;
  /** The window's last day, YYYY-MM-DD. */
  closesOn: string;
  daysLeft: number;
  /** This recipient's signed unsubscribe link. */
  unsubscribeUrl: string;
}

/** The reminder before a school's ordering window closes: the last day to order, a button to the school in the shop, and the unsubscribe link. */
export function renderReminderMail(reminder: ReminderMail, appUrl: string, texts: MailTexts = mailTexts.en): RenderedMail {
  const t = texts.reminder;
  const about = { school: reminder.school, closesOn: formatCalendarDate(reminder.closesOn), daysLeft: reminder.daysLeft };
  const shop = `${appUrl}/shop?school=${encodeURIComponent(reminder.schoolId)}`;
  return renderMail(
    {
      subject: t.subject(about),
      heading: t.heading(about),
      intro: t.intro(about),
      cards: [{ title: reminder.school, subtitle: t.orderBy(about.closesOn), list: [], lines: [] }],
      total: null,
      next: t.next,
      links: [{ label: t.order, url: shop, line: t.orderLine(shop) }],
      footer: t.footer(reminder.school),
      footerLink: { label: t.unsubscribe, url: reminder.unsubscribeUrl, line: t.unsubscribeLine(reminder.unsubscribeUrl) },
    },
    texts,
  );
}
