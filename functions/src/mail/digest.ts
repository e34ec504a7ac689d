import { centsToDollars, DEFAULT_LOCALE, formatCalendarDate, formatMoney, orderNumberText } from '@ssb/contract';
import type { OrderDoc } from '@ssb/documents';
import { inLanguage } from '../language';
import { renderMail, type RenderedMail } from './layout';
import { digestTexts as t } from './texts';

export interface DigestMail {
  school: string;
  /** The day the orders were paid, YYYY-MM-DD. */
  day: string;
  /** Every order paid that day, and what they were paid in all. */
  count: number;
  totalCents: number;
  /** The first of them, in the order they were paid: the message lists these. */
  orders: { orderId: string; order: OrderDoc }[];
  closesOn: string;
  closed: boolean;
}

const money = (cents: number) => formatMoney(centsToDollars(cents));

/**
 * A representative's daily summary: the school's orders paid the day before (the first of them
 * listed), their total, and the way to the dashboard. In English: staff keep no language of theirs.
 */
export function renderDigestMail(digest: DigestMail, appUrl: string): RenderedMail {
  return inLanguage(DEFAULT_LOCALE, () => {
    const about = {
      school: digest.school,
      day: formatCalendarDate(digest.day),
      count: digest.count,
      closesOn: formatCalendarDate(digest.closesOn),
      closed: digest.closed ? 'yes' : 'no',
    };
    const dashboard = `${appUrl}/school-dashboard`;
    const unlisted = digest.count - digest.orders.length;
    return renderMail({
      subject: t.subject(about),
      heading: t.heading(about),
      intro: t.intro(about),
      cards: [
        {
          list: digest.orders.map(({ orderId, order }) =>
            t.order({
              orderNumber: orderNumberText(orderId),
              child: `${order.studentFirstName} ${order.studentLastName}`,
              list: order.snapshot.listName,
              amount: money(order.snapshot.totalCents),
            }),
          ),
          lines: unlisted > 0 ? [t.more({ count: unlisted })] : [],
        },
      ],
      total: t.total({ amount: money(digest.totalCents) }),
      next: t.next(about),
      links: [{ label: t.dashboard, url: dashboard, line: t.dashboardLine({ url: dashboard }) }],
      footer: t.footer({ school: digest.school }),
    });
  });
}
