import { centsToDollars, formatFullAddress, formatMoney, orderNumberText } from '@ssb/contract';
import type { OrderDoc } from '@ssb/documents';
import type { FamilyNewsKind } from './family-news';
import { mailTexts, type About, type MailTexts } from './texts';

/** A box the message is about, as it is after the move. */
export interface NewsBox {
  orderId: string;
  order: OrderDoc;
  /** What was refunded for this box (cents); 0 when nothing was paid by card. */
  refundedCents: number;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** One box as the message shows it: the same words in the HTML and the plain text. */
interface BoxView {
  orderNumber: string;
  child: string;
  listAtSchool: string;
  items: string[];
  alreadyHave: string | null;
  lines: string[];
}

interface View {
  subject: string;
  heading: string;
  intro: string;
  boxes: BoxView[];
  total: string | null;
  next: string;
  links: { label: string; url: string; line: string }[];
  footer: string;
}

const money = (cents: number) => formatMoney(centsToDollars(cents));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
/** Names typed by people may hold line breaks; a subject is one line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function homeAddress(order: OrderDoc): string {
  return formatFullAddress(order.delivery);
}

function boxView(kind: FamilyNewsKind, box: NewsBox, count: number, texts: MailTexts): BoxView {
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
    orderNumber: t.orderNumber(orderNumberText(box.orderId)),
    child: `${order.studentFirstName} ${order.studentLastName}`,
    listAtSchool: t.listAtSchool(snapshot.listName, snapshot.schoolName),
    items: confirmed ? snapshot.items.map((item) => t.item(item.quantity, item.name)) : [],
    alreadyHave: confirmed && snapshot.skippedItems.length ? t.alreadyHave(snapshot.skippedItems.map((item) => item.name)) : null,
    lines: lines[kind],
  };
}

function viewOf(kind: FamilyNewsKind, boxes: NewsBox[], appUrl: string, texts: MailTexts): View {
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
    subject: oneLine(words.subject(about)),
    heading: words.heading(about),
    intro: words.intro(about),
    boxes: boxes.map((box) => boxView(kind, box, boxes.length, texts)),
    total,
    next: words.next(about),
    links: kind === 'paymentFailed' ? [shop, myOrders] : [myOrders],
    footer: texts.footer,
  };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every text put into the HTML, typed by a family or ours, goes through here. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const FONT = 'system-ui, -apple-system, &quot;Segoe UI&quot;, Roboto, &quot;Helvetica Neue&quot;, Arial, sans-serif';
// The app's indigo (shade 8: white on it reads at 5.7:1) and its pencil yellow; the dark scheme
// below swaps the page and the cards, in clients that honour it, and keeps the contrast.
const colors = { page: '#f1f3f5', card: '#ffffff', text: '#212529', muted: '#495057', border: '#dee2e6', accent: '#3b5bdb', stripe: '#fcc419' };

const DARK_SCHEME = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .page { background: #141517 !important; color: #e9ecef !important; }
    .card { background: #25262b !important; border-color: #373a40 !important; border-top-color: ${colors.stripe} !important; }
    .muted { color: #c1c2c5 !important; }
    .brand, .link { color: #91a7ff !important; }
  }`;

function boxHtml(box: BoxView, inTheBox: string): string {
  const e = escapeHtml;
  const p = (text: string, style = '') => `<p style="margin:0 0 8px;${style}">${e(text)}</p>`;
  const items = box.items.length
    ? `<p style="margin:12px 0 4px;font-weight:700;">${e(inTheBox)}</p><ul style="margin:0 0 12px;padding:0 0 0 20px;">${box.items.map((item) => `<li style="margin:0 0 2px;">${e(item)}</li>`).join('')}</ul>`
    : '';
  return [
    `<div class="card" style="background:${colors.card};border:1px solid ${colors.border};border-top:4px solid ${colors.stripe};border-radius:12px;padding:16px 18px 10px;margin:0 0 16px;">`,
    `<p class="muted" style="margin:0;font-size:14px;color:${colors.muted};">${e(box.orderNumber)}</p>`,
    `<h2 style="margin:2px 0 2px;font-size:20px;line-height:1.3;">${e(box.child)}</h2>`,
    `<p class="muted" style="margin:0 0 8px;color:${colors.muted};">${e(box.listAtSchool)}</p>`,
    items,
    box.alreadyHave ? p(box.alreadyHave, 'font-style:italic;') : '',
    ...box.lines.map((line) => p(line)),
    '</div>',
  ].join('');
}

function toHtml(view: View, texts: MailTexts): string {
  const e = escapeHtml;
  const [primary, ...others] = view.links;
  const button = primary
    ? `<p style="margin:24px 0;"><a href="${e(primary.url)}" style="display:inline-block;background:${colors.accent};color:#ffffff;text-decoration:none;font-weight:700;padding:12px 22px;border-radius:8px;">${e(primary.label)}</a></p>`
    : '';
  const more = others
    .map((link) => `<p style="margin:0 0 16px;"><a class="link" href="${e(link.url)}" style="color:${colors.accent};">${e(link.label)}</a></p>`)
    .join('');
  return `<!DOCTYPE html>
<html lang="${texts.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${e(view.subject)}</title>
<style>${DARK_SCHEME}
</style>
</head>
<body class="page" style="margin:0;padding:0;background:${colors.page};color:${colors.text};">
<div style="display:none;max-height:0;overflow:hidden;">${e(view.intro)}</div>
<div class="page" style="background:${colors.page};color:${colors.text};padding:24px 12px;">
<div style="max-width:560px;margin:0 auto;font-family:${FONT};font-size:16px;line-height:1.5;overflow-wrap:anywhere;word-wrap:break-word;">
<p class="brand" style="margin:0 0 16px;font-weight:700;color:${colors.accent};">${e(texts.brand)}</p>
<h1 style="margin:0 0 12px;font-size:24px;line-height:1.25;">${e(view.heading)}</h1>
<p style="margin:0 0 20px;">${e(view.intro)}</p>
${view.boxes.map((box) => boxHtml(box, texts.box.inTheBox)).join('\n')}
${view.total ? `<p style="margin:4px 0 16px;font-size:18px;font-weight:700;">${e(view.total)}</p>` : ''}
<p style="margin:0 0 8px;">${e(view.next)}</p>
${button}${more}
<p class="muted" style="margin:24px 0 0;font-size:13px;color:${colors.muted};">${e(view.footer)}</p>
</div>
</div>
</body>
</html>
`;
}

function toText(view: View, texts: MailTexts): string {
  const box = (b: BoxView) =>
    [
      b.orderNumber,
      b.child,
      b.listAtSchool,
      ...(b.items.length ? [`${texts.box.inTheBox}:`, ...b.items.map((item) => `- ${item}`)] : []),
      ...(b.alreadyHave ? [b.alreadyHave] : []),
      ...b.lines,
    ].join('\n');
  return [
    view.heading,
    view.intro,
    ...view.boxes.map(box),
    ...(view.total ? [view.total] : []),
    view.next,
    view.links.map((link) => link.line).join('\n'),
    `-- \n${view.footer}`,
  ].join('\n\n');
}

/**
 * The e-mail telling a family of `kind` about `boxes` (one, or the boxes of one checkout that
 * moved together): a subject, a plain-text part and HTML that reads on a phone and in a dark
 * scheme (one column, no tables, no images).
 */
export function renderFamilyMail(kind: FamilyNewsKind, boxes: NewsBox[], appUrl: string, texts: MailTexts = mailTexts.en): RenderedMail {
  const view = viewOf(kind, boxes, appUrl, texts);
  return { subject: view.subject, text: `${toText(view, texts)}\n`, html: toHtml(view, texts) };
}
