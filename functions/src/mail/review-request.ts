import { centsToDollars, DEFAULT_LOCALE, formatMoney } from '@ssb/contract';
import { inLanguage } from '../language';
import { renderMail, type RenderedMail } from './layout';
import { reviewTexts as t } from './texts';

export interface ReviewRequest {
  school: string;
  list: string;
  /** Who submitted it: the representative's verified e-mail. */
  representative: string;
  itemCount: number;
  priceCents: number;
  /** The price follows the products (no price set on the list). */
  autoPrice: boolean;
}

/**
 * The administrators' word that a draft waits for them: which list of which school, who asked,
 * what it holds and costs, and the way to the Supply Lists tab filtered on the lists waiting.
 * In English: staff keep no language of theirs.
 */
export function renderReviewRequestMail(request: ReviewRequest, appUrl: string): RenderedMail {
  return inLanguage(DEFAULT_LOCALE, () => {
    const about = { school: request.school, list: request.list, representative: request.representative };
    const amount = formatMoney(centsToDollars(request.priceCents));
    const url = `${appUrl}/admin?tab=supply-lists&review=waiting`;
    return renderMail({
      subject: t.subject(about),
      heading: t.heading,
      intro: t.intro(about),
      cards: [
        {
          title: request.list,
          subtitle: request.school,
          list: [],
          lines: [t.items({ count: request.itemCount }), request.autoPrice ? t.autoPrice({ amount }) : t.price({ amount })],
        },
      ],
      total: null,
      next: t.next,
      links: [{ label: t.review, url, line: t.reviewLine({ url }) }],
      footer: t.footer,
    });
  });
}
