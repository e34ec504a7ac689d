import { DEFAULT_LOCALE, formatCalendarDate, formatDateTimeIn, linkInLanguage, orderNumberText } from '@ssb/contract';
import type { OrderDoc } from '@ssb/documents';
import { inLanguage } from '../language';
import { renderMail, type Card, type RenderedMail } from './layout';
import { familyTexts, shipmentMailTexts as t } from './texts';

/** One box of a shipment's message to its family. */
export interface ShipmentBox {
  orderId: string;
  order: OrderDoc;
}

export interface ShipmentNews {
  kind: 'shipped' | 'atSchool';
  /** The boxes of one checkout in the shipment, to one address. */
  boxes: ShipmentBox[];
  school: { name: string; deliveryDate: string | null; deliveryInstructions: string };
  /** The checkout's page, by its signed link. */
  orderPage: string;
}

const boxCard = ({ orderId, order }: ShipmentBox): Card => ({
  eyebrow: familyTexts.box.orderNumber({ orderNumber: orderNumberText(orderId) }),
  title: `${order.studentFirstName} ${order.studentLastName}`,
  subtitle: familyTexts.box.listAtSchool({ list: order.snapshot.listName, school: order.snapshot.schoolName }),
  list: [],
  lines: [],
});

/**
 * A family's word that its boxes left for the school (arriving by the school's delivery date,
 * when it has one), or that they are at the school (with when and where to collect them, when
 * the school said so), in the family's language, linking to its order page.
 */
export function renderShipmentMail(news: ShipmentNews): RenderedMail {
  const [first] = news.boxes;
  if (!first) throw new Error('A message is about one box at least');
  const locale = first.order.locale ?? DEFAULT_LOCALE;
  return inLanguage(locale, () => {
    const about = { count: news.boxes.length, child: first.order.studentFirstName, school: news.school.name };
    const page = linkInLanguage(news.orderPage, locale);
    const words = news.kind === 'shipped' ? t.shipped : t.atSchool;
    const date = news.school.deliveryDate;
    const instructions = news.school.deliveryInstructions.trim();
    const extra =
      news.kind === 'shipped'
        ? date
          ? [t.shipped.arriving({ ...about, date: formatCalendarDate(date) })]
          : []
        : instructions
          ? [t.atSchool.collect({ instructions })]
          : [];
    const subject = words.subject(about);
    return renderMail({
      subject,
      heading: subject,
      intro: [words.intro(about), ...extra].join(' '),
      cards: news.boxes.map(boxCard),
      total: null,
      next: news.kind === 'shipped' ? t.shipped.next(about) : t.atSchool.next,
      links: [{ label: familyTexts.myOrders, url: page, line: familyTexts.myOrdersLine({ url: page }) }],
      footer: familyTexts.footer,
    });
  });
}

export interface DiscrepancyNews {
  shipmentId: string;
  school: string;
  shipDate: string;
  boxCount: number;
  carrier: string | null;
  trackingNumber: string | null;
  expected: number;
  received: number;
  receivedBy: string;
  note: string;
  receivedAt: Date;
  /** The school's time zone, when it has one: the receipt's time is told as the school saw it (else UTC). */
  timeZone: string | null;
}

/**
 * The administrators' word, at once, that a school counted other cartons than the manifest's:
 * who signed, when, the two counts and their note, and the way to the Shipments tab. In English:
 * staff keep no language of theirs.
 */
export function renderDiscrepancyMail(news: DiscrepancyNews, appUrl: string): RenderedMail {
  return inLanguage(DEFAULT_LOCALE, () => {
    const about = {
      school: news.school,
      shipment: news.shipmentId,
      expected: news.expected,
      received: news.received,
      receivedBy: news.receivedBy,
      date: formatDateTimeIn(news.receivedAt, news.timeZone ?? 'UTC'),
    };
    const url = `${appUrl}/admin?tab=shipments`;
    const d = t.discrepancy;
    return renderMail({
      subject: d.subject(about),
      heading: d.heading,
      intro: d.intro(about),
      cards: [
        {
          title: news.school,
          subtitle: d.shipDate({ date: formatCalendarDate(news.shipDate) }),
          list: [],
          note: news.note ? d.note({ note: news.note }) : d.noNote,
          lines: [
            d.boxes({ count: news.boxCount }),
            ...(news.carrier ? [d.carrier({ carrier: news.carrier })] : []),
            ...(news.trackingNumber ? [d.tracking({ number: news.trackingNumber })] : []),
          ],
        },
      ],
      total: null,
      next: d.next,
      links: [{ label: d.open, url, line: d.openLine({ url }) }],
      footer: d.footer,
    });
  });
}
