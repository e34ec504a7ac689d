import { formatCalendarDate, linkInLanguage, type Locale } from '@ssb/contract';
import { inLanguage } from '../language';
import { renderMail, type RenderedMail } from './layout';
import { reminderTexts as t } from './texts';

export interface ReminderMail {
  schoolId: string;
  school: string;
  /** The window's last day, YYYY-MM-DD. */
  closesOn: string;
  daysLeft: number;
  /** This recipient's signed unsubscribe link. */
  unsubscribeUrl: string;
  /** The language the family asked (or confirmed) in. */
  locale: Locale;
}

/** The reminder before a school's ordering window closes, in the family's language: the last day to order, a button to the school in the shop, and the unsubscribe link. */
export function renderReminderMail(reminder: ReminderMail, appUrl: string): RenderedMail {
  return inLanguage(reminder.locale, () => {
    const about = { school: reminder.school, closesOn: formatCalendarDate(reminder.closesOn), daysLeft: reminder.daysLeft };
    const shop = linkInLanguage(`${appUrl}/shop?school=${encodeURIComponent(reminder.schoolId)}`, reminder.locale);
    return renderMail({
      subject: t.subject(about),
      heading: t.heading(about),
      intro: t.intro(about),
      cards: [{ title: reminder.school, subtitle: t.orderBy({ date: about.closesOn }), list: [], lines: [] }],
      total: null,
      next: t.next,
      links: [{ label: t.order, url: shop, line: t.orderLine({ url: shop }) }],
      footer: t.footer({ school: reminder.school }),
      footerLink: { label: t.unsubscribe, url: reminder.unsubscribeUrl, line: t.unsubscribeLine({ url: reminder.unsubscribeUrl }) },
    });
  });
}
