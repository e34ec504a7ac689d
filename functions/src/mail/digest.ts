import { centsToDollars, DEFAULT_LOCALE, formatCalendarDate, formatMoney, orderNumberText } from '@ssb/contract';
import { paidPartsOf, type OrderDoc } from '@ssb/documents';
import { inLanguage } from '../language';
import { renderMail, type RenderedMail } from './layout';
import { digestTexts as t } from './texts';

export interface DigestMail {
  school: string;
  /** The day the orders were paid, YYYY-MM-DD. */
  day: string;
  /** Every order paid that day, what they paid in all without sales tax, and the sales tax apart (`digestMoney`). */
  count: number;
  totalCents: number;
  taxCents: number;
  /** The first of them, in the order they were paid: the message lists these. */
  orders: { orderId: string; order: OrderDoc }[];
  closesOn: string;
  closed: boolean;
}

const money = (cents: number) => formatMoney(centsToDollars(cents));

/**
 * What a box paid without its sales tax, as the administrator's season counts it: its items
 * after skips less its discount, and its shipping (an order without money, its list's price).
 */
export const paidWithoutTaxCents = (order: Pick<OrderDoc, 'money' | 'snapshot'>): number => {
  const parts = paidPartsOf(order);
  return parts.itemsCents - parts.discountCents + parts.shippingCents;
};

/** The sums of the day's paid orders (an aggregation skips an order without money in the money's sums). */
export interface PaidSums {
  itemsCents: number | null;
  discountCents: number | null;
  shippingCents: number | null;
  taxCents: number | null;
}

/** The day's total without sales tax, and the sales tax apart, from `PaidSums`. */
export const digestMoney = (sums: PaidSums): Pick<DigestMail, 'totalCents' | 'taxCents'> => ({
  totalCents: (sums.itemsCents ?? 0) - (sums.discountCents ?? 0) + (sums.shippingCents ?? 0),
  taxCents: sums.taxCents ?? 0,
});

/**
 * A representative's daily summary: the school's orders paid the day before (the first of them
 * listed), what they paid without sales tax (the tax stated apart), and the way to the dashboard. In English: staff keep no language of theirs.
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
              amount: money(paidWithoutTaxCents(order)),
            }),
          ),
          lines: [...(unlisted > 0 ? [t.more({ count: unlisted })] : []), ...(digest.taxCents > 0 ? [t.tax({ amount: money(digest.taxCents) })] : [])],
        },
      ],
      total: t.total({ amount: money(digest.totalCents) }),
      next: t.next(about),
      links: [{ label: t.dashboard, url: dashboard, line: t.dashboardLine({ url: dashboard }) }],
      footer: t.footer({ school: digest.school }),
    });
  });
}
