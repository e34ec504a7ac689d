import { formatLongDate, type Locale } from '@ssb/contract';
import { inLanguage } from '../language';
import { renderMail, type RenderedMail } from './layout';
import { listRequestTexts as t } from './texts';

export interface ListRequestMail {
  school: string;
  teacher: string;
  grade: string;
  expiresAt: Date;
  /** The language the staff member asked in. */
  locale: Locale;
  /** The teacher's page, by its signed link. */
  url: string;
}

/** The school's request to a teacher for a grade's list: who asks for what, until when, and a button to the teacher's page. */
export function renderListRequestMail(request: ListRequestMail): RenderedMail {
  return inLanguage(request.locale, () => {
    const about = { school: request.school, teacher: request.teacher, grade: request.grade };
    const { url } = request;
    return renderMail({
      subject: t.subject(about),
      heading: t.heading,
      intro: t.intro(about),
      cards: [{ title: request.school, subtitle: request.grade, list: [], lines: [t.validUntil({ date: formatLongDate(request.expiresAt) })] }],
      total: null,
      next: t.how,
      links: [{ label: t.open, url, line: t.openLine({ url }) }],
      footer: t.footer(about),
    });
  });
}
