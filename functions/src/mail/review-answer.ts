import { DEFAULT_LOCALE } from '@ssb/contract';
import { inLanguage } from '../language';
import { renderMail, type RenderedMail } from './layout';
import { reviewAnswerTexts as t } from './texts';

export interface ReviewAnswer {
  school: string;
  list: string;
  /** The administrator's note when the list went back; none when it was published. */
  note?: string;
}

/**
 * The representative's word that the draft they submitted for review was published, or sent back
 * with the administrator's note, and the way to the school's Supply Lists tab. In English: staff
 * keep no language of theirs.
 */
export function renderReviewAnswerMail(answer: ReviewAnswer, appUrl: string): RenderedMail {
  return inLanguage(DEFAULT_LOCALE, () => {
    const about = { school: answer.school, list: answer.list };
    const words = answer.note === undefined ? t.published : t.sentBack;
    const url = `${appUrl}/school-dashboard?tab=lists`;
    return renderMail({
      subject: words.subject(about),
      heading: words.heading,
      intro: words.intro(about),
      cards: answer.note === undefined ? [] : [{ title: t.sentBack.noteHeading, list: [], note: answer.note, lines: [] }],
      total: null,
      next: words.next,
      links: [{ label: t.open, url, line: t.openLine({ url }) }],
      footer: t.footer,
    });
  });
}
