import { formatLongDate, type Locale } from '@ssb/contract';
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
  /** The invitation page's one-time link. */
  url: string;
}

/**
 * The invitation to represent a school: who invited whom to what, until when, and a button to
 * the invitation page's one-time link (in the invitation's language), where the person chooses
 * a password and becomes the representative.
 */
export function renderInvitationMail(invitation: InvitationMail): RenderedMail {
  return inLanguage(invitation.locale, () => {
    const about = { school: invitation.school, email: invitation.email };
    const { url } = invitation;
    return renderMail({
      subject: t.subject(about),
      heading: t.heading,
      intro: t.intro(about),
      cards: [{ title: invitation.school, subtitle: invitation.email, list: [], lines: [t.validUntil({ date: formatLongDate(invitation.expiresAt) })] }],
      total: null,
      next: t.next,
      links: [{ label: t.accept, url, line: t.acceptLine({ url }) }],
      footer: t.footer,
    });
  });
}
