import {
  centsToDollars,
  DEFAULT_LOCALE,
  formatFullAddress,
  formatMoney,
  itemChangeLine,
  linkInLanguage,
  orderNumberText,
  orderStatusNames,
  toItemChange,
  type MessageValues,
} from '@ssb/contract';
import { paidCentsOf, type BoxMoneyDoc, type OrderDoc } from '@ssb/documents';
import { inLanguage } from '../language';
import type { FamilyNewsKind } from './family-news';
import { deliveredByLine } from './delivery';
import { renderMail, type Card, type MailView, type RenderedMail } from './layout';
import { familyTexts as t, say } from './texts';

/** A box the message is about, as it is after the move. */
export interface NewsBox {
  orderId: string;
  order: OrderDoc;
  /** What was refunded for this box (cents); 0 when nothing was paid by card. */
  refundedCents: number;
  /** Whether the box had been paid before the move (by card or at the office). */
  paid: boolean;
  /** Its school's delivery date, for a confirmation of a box to the school (docs/decisions.md §27); null when none, or not read. */
  deliveryDate?: string | null;
}

/** A gift for a school's sponsorship pool paid with the boxes: the confirmation thanks the family for it. */
export interface NewsGift {
  schoolName: string;
  amountCents: number;
}

const money = (cents: number) => formatMoney(centsToDollars(cents));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function homeAddress(order: OrderDoc): string {
  return formatFullAddress(order.delivery);
}

/**
 * A box's share of its checkout's money, line by line: Subtotal, You already have, Discount,
 * Shipping, Late order fee, Sales tax, each only when it is an amount, and its Total, as My Orders shows a box.
 */
function breakdownLines(order: OrderDoc, stored: BoxMoneyDoc): string[] {
  const words = t.breakdown;
  const parts: [number, (values: { amount: string }) => string][] = [
    [stored.skippedCents, words.skipped],
    [stored.discountCents, words.discount],
    [stored.shippingCents, words.shipping],
    [stored.lateFeeCents ?? 0, words.lateFee],
    [stored.taxCents, words.tax],
  ];
  return [
    words.subtotal({ amount: money(stored.subtotalCents) }),
    ...parts.filter(([cents]) => cents > 0).map(([cents, line]) => line({ amount: money(cents) })),
    words.total({ amount: money(paidCentsOf(order)) }),
  ];
}

/** One box as the message shows it: the same words in the HTML and the plain text. */
function boxCard(kind: FamilyNewsKind, box: NewsBox, count: number): Card {
  const { order } = box;
  const { snapshot } = order;
  const delivery = !order.delivery.toSchool
    ? t.box.toHome({ address: homeAddress(order) })
    : box.deliveryDate
      ? deliveredByLine(snapshot.schoolName, box.deliveryDate)
      : t.box.toSchool({ school: snapshot.schoolName });
  const price = count > 1 ? [t.box.price({ amount: money(snapshot.totalCents) })] : [];
  // A box whose money was kept says it line by line (what it paid, or what its failed payment
  // asked); one placed before says its list's price.
  const paid = order.money ? breakdownLines(order, order.money) : price;
  const refunded = count > 1 && box.refundedCents > 0 ? [t.box.refunded({ amount: money(box.refundedCents) })] : [];
  const lines: Record<FamilyNewsKind, string[]> = {
    confirmed: [delivery, ...paid],
    paymentFailed: paid,
    preparing: [delivery],
    ready: [order.delivery.toSchool ? t.box.readyAtSchool({ school: snapshot.schoolName }) : t.box.onItsWayHome({ address: homeAddress(order) })],
    cancelled: refunded,
  };
  const confirmed = kind === 'confirmed';
  // A failed checkout's e-mail goes to an address nobody proved, so it shows nothing the buyer
  // typed (the child's name could be any words): its title is the list, the school's words.
  const unproved = kind === 'paymentFailed';
  return {
    eyebrow: t.box.orderNumber({ orderNumber: orderNumberText(box.orderId) }),
    title: unproved ? snapshot.listName : `${order.studentFirstName} ${order.studentLastName}`,
    subtitle: unproved ? snapshot.schoolName : t.box.listAtSchool({ list: snapshot.listName, school: snapshot.schoolName }),
    listHeading: t.box.inTheBox,
    list: confirmed ? snapshot.items.map((item) => t.box.item({ quantity: item.quantity, name: item.name })) : [],
    note: confirmed && snapshot.skippedItems.length ? t.box.alreadyHave({ names: snapshot.skippedItems.map((item) => item.name).join(', ') }) : null,
    // What the box is sent otherwise than ordered (a backorder's substitute or removal), in every message about it.
    lines: [
      ...lines[kind],
      ...(unproved ? [] : order.itemChanges.map((change) => itemChangeLine(toItemChange(change)))),
      t.box.status({ status: orderStatusNames[order.status] }),
    ],
  };
}

function viewOf(kind: FamilyNewsKind, boxes: NewsBox[], orderPage: string, gift: NewsGift | null): MailView {
  const [first] = boxes;
  if (!first) throw new Error('A message is about one box at least');
  const refundedCents = sum(boxes.map((box) => box.refundedCents));
  /** The values the sentences about the message name (each takes those it needs). */
  const about: MessageValues = {
    count: boxes.length,
    child: first.order.studentFirstName,
    orderNumber: orderNumberText(first.orderId),
    school: first.order.snapshot.schoolName,
    delivery: first.order.delivery.toSchool ? 'school' : 'home',
    // A paid box cancelled without a card refund was paid all the same: never "nothing was charged".
    refund: refundedCents > 0 ? 'yes' : boxes.some((box) => box.paid) ? 'paid' : 'no',
    refunded: refundedCents > 0 ? money(refundedCents) : '',
  };
  const words = t.kinds[kind];
  const total =
    kind === 'confirmed'
      ? t.totals.paid({ amount: money(sum(boxes.map((box) => paidCentsOf(box.order))) + (gift?.amountCents ?? 0)) })
      : kind === 'cancelled' && refundedCents > 0
        ? t.totals.refunded({ amount: money(refundedCents) })
        : null;
  // The order's own page, by its signed link, in the family's language: it opens on any device,
  // and a failed payment is paid from there.
  const page = linkInLanguage(orderPage, first.order.locale ?? DEFAULT_LOCALE);
  const link =
    kind === 'paymentFailed'
      ? { label: t.payNow, url: page, line: t.payNowLine({ url: page }) }
      : { label: t.myOrders, url: page, line: t.myOrdersLine({ url: page }) };
  return {
    subject: say(words.subject, about),
    heading: say(words.heading, about),
    intro: say(words.intro, about),
    cards: boxes.map((box) => boxCard(kind, box, boxes.length)),
    total,
    thanks: kind === 'confirmed' && gift ? t.giftThanks({ school: gift.schoolName, amount: money(gift.amountCents) }) : null,
    next: say(words.next, about),
    links: [link],
    footer: t.footer,
  };
}

/**
 * The e-mail telling a family of `kind` about `boxes` (one, or the boxes of one checkout that
 * moved together): a subject, a plain-text part and HTML that reads on a phone and in a dark
 * scheme (one column, no tables, no images), linking to `orderPage`, the signed link to the
 * order's page. In the language the family ordered in (the boxes of one checkout share it), its
 * dates and money too. A confirmation thanks the family for the `gift` paid with the boxes, and
 * its Total paid counts it, as the card did.
 */
export function renderFamilyMail(kind: FamilyNewsKind, boxes: NewsBox[], orderPage: string, gift: NewsGift | null = null): RenderedMail {
  return inLanguage(boxes[0]?.order.locale ?? DEFAULT_LOCALE, () => renderMail(viewOf(kind, boxes, orderPage, gift)));
}
