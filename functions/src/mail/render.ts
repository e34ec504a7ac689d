import { centsToDollars, formatFullAddress, formatMoney, orderNumberText } from '@ssb/contract';
import type { OrderDoc } from '@ssb/documents';
import type { FamilyNewsKind } from './family-news';
import { renderMail, type Card, type MailView, type RenderedMail } from './layout';
import { mailTexts, type About, type MailTexts } from './texts';

/** A box the message is about, as it is after the move. */
export interface NewsBox {
  orderId: string;
  order: OrderDoc;
  /** What was refunded for this box (cents); 0 when nothing was paid by card. */
  refundedCents: number;
}

const money = (cents: number) => formatMoney(centsToDollars(cents));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function homeAddress(order: OrderDoc): string {
  return formatFullAddress(order.delivery);
}

/** One box as the message shows it: the same words in the HTML and the plain text. */
function boxCard(kind: FamilyNewsKind, box: NewsBox, count: number, texts: MailTexts): Card {
  const { order } = box;
  const { snapshot } = order;
  const t = texts.box;
  const delivery = order.delivery.toSchool ? t.toSchool(snapshot.schoolName) : t.toHome(homeAddress(order));
  const price = count > 1 ? [`${t.price}: ${money(snapshot.totalCents)}`] : [];
  const refunded = count > 1 && box.refundedCents > 0 ? [`${t.refunded}: ${money(box.refundedCents)}`] : [];
  const lines: Record<FamilyNewsKind, string[]> = {
    confirmed: [delivery, ...price],
    paymentFailed: price,
    preparing: [delivery],
    ready: [order.delivery.toSchool ? t.readyAtSchool(snapshot.schoolName) : t.onItsWayHome(homeAddress(order))],
    cancelled: refunded,
  };
  const confirmed = kind === 'confirmed';
  return {
    eyebrow: t.orderNumber(orderNumberText(box.orderId)),
    title: `${order.studentFirstName} ${order.studentLastName}`,
    subtitle: t.listAtSchool(snapshot.listName, snapshot.schoolName),
    listHeading: t.inTheBox,
    list: confirmed ? snapshot.items.map((item) => t.item(item.quantity, item.name)) : [],
    note: confirmed && snapshot.skippedItems.length ? t.alreadyHave(snapshot.skippedItems.map((item) => item.name)) : null,
    lines: lines[kind],
  };
}

function viewOf(kind: FamilyNewsKind, boxes: NewsBox[], appUrl: string, texts: MailTexts): MailView {
  const [first] = boxes;
  if (!first) throw new Error('A message is about one box at least');
  const refundedCents = sum(boxes.map((box) => box.refundedCents));
  const about: About = {
    count: boxes.length,
    child: first.order.studentFirstName,
    orderNumber: orderNumberText(first.orderId),
    school: first.order.snapshot.schoolName,
    toSchool: first.order.delivery.toSchool,
    refunded: refundedCents > 0 ? money(refundedCents) : null,
  };
  const words = texts.kinds[kind];
  const total =
    kind === 'confirmed'
      ? `${texts.totals.paid}: ${money(sum(boxes.map((box) => box.order.snapshot.totalCents)))}`
      : kind === 'cancelled' && about.refunded
        ? `${texts.totals.refunded}: ${about.refunded}`
        : null;
  const myOrders = { label: texts.myOrders, url: `${appUrl}/my-orders`, line: texts.myOrdersLine(`${appUrl}/my-orders`) };
  const shop = { label: texts.shop, url: `${appUrl}/shop`, line: texts.shopLine(`${appUrl}/shop`) };
  return {
    subject: words.subject(about),
    heading: words.heading(about),
    intro: words.intro(about),
    cards: boxes.map((box) => boxCard(kind, box, boxes.length, texts)),
    total,
    next: words.next(about),
    links: kind === 'paymentFailed' ? [shop, myOrders] : [myOrders],
    footer: texts.footer,
  };
}

/**
 * The e-mail telling a family of `kind` about `boxes` (one, or the boxes of one checkout that
 * moved together): a subject, a plain-text part and HTML that reads on a phone and in a dark
 * scheme (one column, no tables, no images).
 */
export function renderFamilyMail(kind: FamilyNewsKind, boxes: NewsBox[], appUrl: string, texts: MailTexts = mailTexts.en): RenderedMail {
  return renderMail(viewOf(kind, boxes, appUrl, texts), texts);
}
