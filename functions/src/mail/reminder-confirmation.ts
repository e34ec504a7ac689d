import { formatCalendarDate, type Locale } from '@ssb/contract';
import { inLanguage } from '../language';
import { renderMail, type RenderedMail } from './layout';
import { confirmationTexts as t } from './texts';

export interface ReminderConfirmationMail {
  school: string;
  /** The window's last day, YYYY-MM-DD. */
  closesOn: string;
  /** The signed link whose page confirms the request. */
  confirmUrl: string;
  /** How long the link works. */
  linkDays: number;
  /** The language the request was made in. */
  locale: Locale;
}

/**
 * The one e-mail a request for reminders sends: what was asked, for which school, and a button to
 * the page that confirms it. Nothing else goes to the address until someone there presses it, so
 * it carries no unsubscribe: whoever did not ask ignores it.
 */
export function renderReminderConfirmationMail(confirmation: ReminderConfirmationMail): RenderedMail {
  return inLanguage(confirmation.locale, () => {
    const about = { school: confirmation.school, closesOn: formatCalendarDate(confirmation.closesOn), days: confirmation.linkDays };
    const { confirmUrl } = confirmation;
    return renderMail({
      subject: t.mail.subject(about),
      heading: t.mail.heading,
      intro: t.mail.intro(about),
      cards: [{ title: confirmation.school, subtitle: t.mail.closes({ date: about.closesOn }), list: [], lines: [] }],
      total: null,
      next: t.mail.next(about),
      links: [{ label: t.mail.confirm, url: confirmUrl, line: t.mail.confirmLine({ url: confirmUrl }) }],
      footer: t.mail.footer(about),
    });
  });
}
