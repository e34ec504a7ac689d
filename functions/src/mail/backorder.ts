import { centsToDollars, formatCalendarDate, formatMoney, linkInLanguage, orderNumberText } from '@ssb/contract';
import type { OrderDoc } from '@ssb/documents';
import { inLanguage } from '../language';
import { renderMail, type RenderedMail } from './layout';
import { backorderMailTexts as t, familyTexts } from './texts';

export interface BackorderNews {
  orderId: string;
  order: OrderDoc;
  item: { name: string; quantity: number };
  delay: number;
  revisedDate: string;
  /** The substitute's name, when one is offered. */
  substitute: string | null;
  removeRefundCents: number;
  cancelRefundCents: number;
  /** The signed link to the choice page. */
  choiceUrl: string;
}

const money = (cents: number) => formatMoney(centsToDollars(cents));

/**
 * The FTC rule's notice of a delay: the item, the revised date, the choices with the refund each
 * makes, and what happens without an answer (waiting after a first delay, a cancellation after a
 * second), in the family's language, with the signed link to choose.
 */
export function renderBackorderMail(news: BackorderNews): RenderedMail {
  const { order } = news;
  return inLanguage(order.locale, () => {
    const date = formatCalendarDate(news.revisedDate);
    const about = { child: order.studentFirstName, item: news.item.name, quantity: news.item.quantity, date };
    const url = linkInLanguage(news.choiceUrl, order.locale);
    const again = news.delay > 1;
    return renderMail({
      subject: t.subject(about),
      heading: t.heading,
      intro: (again ? t.introAgain : t.intro)(about),
      cards: [
        {
          eyebrow: familyTexts.box.orderNumber({ orderNumber: orderNumberText(news.orderId) }),
          title: `${order.studentFirstName} ${order.studentLastName}`,
          subtitle: familyTexts.box.listAtSchool({ list: order.snapshot.listName, school: order.snapshot.schoolName }),
          list: [],
          lines: [
            t.choices({
              substitute: news.substitute ? t.substituteChoice({ substitute: news.substitute }) : '',
              remove: money(news.removeRefundCents),
              cancel: money(news.cancelRefundCents),
            }),
          ],
        },
      ],
      total: null,
      next: (again ? t.nextAgain : t.next)({ date }),
      links: [{ label: t.choose, url, line: t.chooseLine({ url }) }],
      footer: t.footer,
    });
  });
}
