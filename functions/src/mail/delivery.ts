import { formatCalendarDate, linkInLanguage, orderNumberText, trackingUrl } from '@ssb/contract';
import type { OrderDoc } from '@ssb/documents';
import { inLanguage } from '../language';
import { renderMail, type Card, type MailLink, type RenderedMail } from './layout';
import { deliveryMailTexts as t, familyTexts } from './texts';

/** The box a delivery message is about, as its card shows it. */
function boxCard(orderId: string, order: OrderDoc, lines: string[]): Card {
  return {
    eyebrow: familyTexts.box.orderNumber({ orderNumber: orderNumberText(orderId) }),
    title: `${order.studentFirstName} ${order.studentLastName}`,
    subtitle: familyTexts.box.listAtSchool({ list: order.snapshot.listName, school: order.snapshot.schoolName }),
    list: [],
    lines,
  };
}

const orderLink = (orderPage: string, order: OrderDoc): MailLink => {
  const url = linkInLanguage(orderPage, order.locale);
  return { label: familyTexts.myOrders, url, line: familyTexts.myOrdersLine({ url }) };
};

/** "Delivered to {school} by {date}", the date in the reader's language (render inside `inLanguage`). */
export const deliveredByLine = (school: string, date: string): string => t.deliveredBy({ school, date: formatCalendarDate(date) });

/** The school's delivery date moved: the box's family hears the new one, in its language, with the order's signed link. */
export function renderDeliveryDateMail(news: { orderId: string; order: OrderDoc; schoolName: string; date: string; orderPage: string }): RenderedMail {
  const { order } = news;
  return inLanguage(order.locale, () => {
    const about = { child: order.studentFirstName, school: news.schoolName, date: formatCalendarDate(news.date) };
    return renderMail({
      subject: t.dateMoved.subject(about),
      heading: t.dateMoved.heading,
      intro: t.dateMoved.intro(about),
      cards: [boxCard(news.orderId, order, [deliveredByLine(news.schoolName, news.date)])],
      total: null,
      next: t.dateMoved.next,
      links: [orderLink(news.orderPage, order)],
      footer: familyTexts.footer,
    });
  });
}

/** A box sent home was given to a carrier: its number, and the carrier's tracking page when the product knows it. */
export function renderTrackingMail(news: { orderId: string; order: OrderDoc; carrier: string; trackingNumber: string; orderPage: string }): RenderedMail {
  const { order, carrier, trackingNumber } = news;
  return inLanguage(order.locale, () => {
    const url = trackingUrl(carrier, trackingNumber);
    const about = { child: order.studentFirstName, carrier, trackingNumber };
    const track: MailLink[] = url ? [{ label: t.tracking.track, url, line: t.tracking.trackLine({ url }) }] : [];
    return renderMail({
      subject: t.tracking.subject(about),
      heading: t.tracking.heading,
      intro: t.tracking.intro(about),
      cards: [boxCard(news.orderId, order, [t.tracking.number(about), ...(url ? [] : [t.tracking.lookUp(about)])])],
      total: null,
      next: t.tracking.next,
      links: [...track, orderLink(news.orderPage, order)],
      footer: familyTexts.footer,
    });
  });
}
