import { DEFAULT_LOCALE, formatLongDate, type Locale } from '@ssb/contract';
import { inLanguage } from '../language';
import { renderMail, type RenderedMail } from './layout';
import { invitationTexts as t } from './texts';

export interface InvitationMail {
  school: string;
  /** The address invited, as the administrator typed it. */
  email: string;
  expiresAt: Date;
  /** The language the administrator invited in: the person is likely to read it. */
  locale: Locale;
}

/**
 * The invitation to represent a school: who invited whom to what, until when, and a button to
 * sign up with the address filled in (in the invitation's language). The role waits for that
 * address verified, so the e-mail says so.
 */
export function renderInvitationMail(invitation: InvitationMail, appUrl: string): RenderedMail {
  return inLanguage(invitation.locale, () => {
    const about = { school: invitation.school, email: invitation.email };
    const lang = invitation.locale === DEFAULT_LOCALE ? '' : `&lang=${invitation.locale}`;
    const url = `${appUrl}/signup?email=${encodeURIComponent(invitation.email)}${lang}`;
    return renderMail({
      subject: t.subject(about),
      heading: t.heading,
      intro: t.intro(about),
      cards: [{ title: invitation.school, subtitle: invitation.email, list: [], lines: [t.validUntil({ date: formatLongDate(invitation.expiresAt) })] }],
      total: null,
      next: t.next,
      links: [{ label: t.signUp, url, line: t.signUpLine({ url }) }],
      footer: t.footer,
    });
  });
}
