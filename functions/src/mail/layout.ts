import { currentLocale } from '@ssb/contract';

// The one layout every e-mail shares: a heading, an introduction, cards, a total, what comes
// next, a button and a footer, as HTML that reads on a phone and in a dark scheme (one column,
// no tables, no images) and as a plain-text part with the same words. The templates
// (render.ts for families, reminder.ts, digest.ts) only say what goes where.

/** The product's name above every message, the same in every language. */
const BRAND = 'School Supply Box';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A card of the message: one box, a school, a list of orders. Every part but the list may be left out. */
export interface Card {
  /** A small line above the title, e.g. the order number. */
  eyebrow?: string;
  title?: string;
  subtitle?: string;
  /** Said before the list, e.g. "In the box". */
  listHeading?: string;
  list: string[];
  /** Set apart in italics, e.g. what the family already has. */
  note?: string | null;
  lines: string[];
}

export interface MailLink {
  label: string;
  url: string;
  /** The link as the plain-text part writes it. */
  line: string;
}

export interface MailView {
  subject: string;
  heading: string;
  intro: string;
  cards: Card[];
  total: string | null;
  /** A line after the total: the thanks for a gift paid with the boxes. */
  thanks?: string | null;
  next: string;
  /** The first is the button; the others follow as links. */
  links: MailLink[];
  footer: string;
  /** A link in the footer, e.g. to unsubscribe. */
  footerLink?: MailLink;
}

/** Names typed by people may hold line breaks; a subject is one line. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

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

function cardHtml(card: Card): string {
  const e = escapeHtml;
  const p = (text: string, style = '') => `<p style="margin:0 0 8px;${style}">${e(text)}</p>`;
  const heading = card.listHeading ? `<p style="margin:12px 0 4px;font-weight:700;">${e(card.listHeading)}</p>` : '';
  const list = card.list.length
    ? `${heading}<ul style="margin:0 0 12px;padding:0 0 0 20px;">${card.list.map((item) => `<li style="margin:0 0 2px;">${e(item)}</li>`).join('')}</ul>`
    : '';
  return [
    `<div class="card" style="background:${colors.card};border:1px solid ${colors.border};border-top:4px solid ${colors.stripe};border-radius:12px;padding:16px 18px 10px;margin:0 0 16px;">`,
    card.eyebrow ? `<p class="muted" style="margin:0;font-size:14px;color:${colors.muted};">${e(card.eyebrow)}</p>` : '',
    card.title ? `<h2 style="margin:2px 0 2px;font-size:20px;line-height:1.3;">${e(card.title)}</h2>` : '',
    card.subtitle ? `<p class="muted" style="margin:0 0 8px;color:${colors.muted};">${e(card.subtitle)}</p>` : '',
    list,
    card.note ? p(card.note, 'font-style:italic;') : '',
    ...card.lines.map((line) => p(line)),
    '</div>',
  ].join('');
}

const BUTTON_STYLE = `display:inline-block;background:${colors.accent};color:#ffffff;text-decoration:none;font-weight:700;padding:12px 22px;border-radius:8px;`;

/** A link drawn as the message's button. */
export const buttonHtml = (label: string, url: string) => `<a href="${escapeHtml(url)}" style="${BUTTON_STYLE}">${escapeHtml(label)}</a>`;

/** A form that posts to `action` with one hidden field, drawn as the button. */
export const postButtonHtml = (label: string, action: string, field: { name: string; value: string }) =>
  `<form method="post" action="${escapeHtml(action)}" style="margin:0;"><input type="hidden" name="${escapeHtml(field.name)}" value="${escapeHtml(field.value)}"><button type="submit" style="${BUTTON_STYLE}border:0;font-size:16px;font-family:inherit;cursor:pointer;">${escapeHtml(label)}</button></form>`;

export const linkHtml = (label: string, url: string) => `<a class="link" href="${escapeHtml(url)}" style="color:${colors.accent};">${escapeHtml(label)}</a>`;

/**
 * The page every message (and the unsubscribe page) is drawn on: one column under the brand,
 * in the light scheme and, where the client honours it, the dark one, in the current language.
 * `body` is HTML, already escaped; `preheader` is the line mail clients show beside the subject.
 */
export function htmlPage(page: { title: string; preheader?: string; body: string }): string {
  const e = escapeHtml;
  const preheader = page.preheader ? `<div style="display:none;max-height:0;overflow:hidden;">${e(page.preheader)}</div>\n` : '';
  return `<!DOCTYPE html>
<html lang="${currentLocale()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${e(page.title)}</title>
<style>${DARK_SCHEME}
</style>
</head>
<body class="page" style="margin:0;padding:0;background:${colors.page};color:${colors.text};">
${preheader}<div class="page" style="background:${colors.page};color:${colors.text};padding:24px 12px;">
<div style="max-width:560px;margin:0 auto;font-family:${FONT};font-size:16px;line-height:1.5;overflow-wrap:anywhere;word-wrap:break-word;">
<p class="brand" style="margin:0 0 16px;font-weight:700;color:${colors.accent};">${e(BRAND)}</p>
${page.body}
</div>
</div>
</body>
</html>
`;
}

function toHtml(view: MailView): string {
  const e = escapeHtml;
  const [primary, ...others] = view.links;
  const button = primary ? `<p style="margin:24px 0;">${buttonHtml(primary.label, primary.url)}</p>` : '';
  const more = others.map((link) => `<p style="margin:0 0 16px;">${linkHtml(link.label, link.url)}</p>`).join('');
  const footerLink = view.footerLink ? ` ${linkHtml(view.footerLink.label, view.footerLink.url)}` : '';
  const body = `<h1 style="margin:0 0 12px;font-size:24px;line-height:1.25;">${e(view.heading)}</h1>
<p style="margin:0 0 20px;">${e(view.intro)}</p>
${view.cards.map(cardHtml).join('\n')}
${view.total ? `<p style="margin:4px 0 16px;font-size:18px;font-weight:700;">${e(view.total)}</p>` : ''}
${view.thanks ? `<p style="margin:0 0 16px;">${e(view.thanks)}</p>` : ''}
<p style="margin:0 0 8px;">${e(view.next)}</p>
${button}${more}
<p class="muted" style="margin:24px 0 0;font-size:13px;color:${colors.muted};">${e(view.footer)}${footerLink}</p>`;
  return htmlPage({ title: view.subject, preheader: view.intro, body });
}

function toText(view: MailView): string {
  const card = (c: Card) =>
    [
      ...[c.eyebrow, c.title, c.subtitle].filter((line): line is string => Boolean(line)),
      ...(c.list.length ? [...(c.listHeading ? [`${c.listHeading}:`] : []), ...c.list.map((item) => `- ${item}`)] : []),
      ...(c.note ? [c.note] : []),
      ...c.lines,
    ].join('\n');
  const footer = view.footerLink ? `${view.footer}\n${view.footerLink.line}` : view.footer;
  return [
    view.heading,
    view.intro,
    ...view.cards.map(card),
    ...(view.total ? [view.total] : []),
    ...(view.thanks ? [view.thanks] : []),
    view.next,
    view.links.map((link) => link.line).join('\n'),
    `-- \n${footer}`,
  ].join('\n\n');
}

/** The message a view describes, in the current language: its subject on one line, the plain-text part and the HTML. */
export function renderMail(view: MailView): RenderedMail {
  return { subject: oneLine(view.subject), text: `${toText(view)}\n`, html: toHtml(view) };
}
