// The hosted test checkout page: self-contained HTML (no scripts, no external assets), so
// it works offline and in any browser the end-to-end tests drive. Every value that came
// from an API caller is escaped.
import { intlLocaleOf, type Locale } from '@ssb/contract';
import type { CheckoutSession } from './sessions.js';
import { inPageLanguage, PAGE_TEXTS as t } from './texts.js';

export type CardError = keyof typeof t.cardErrors;

export interface CheckoutPageView {
  merchantName: string;
  session: CheckoutSession;
  /** The page's language (the session's `locale`, or the browser's). */
  locale: Locale;
  payPath: string;
  cancelPath: string;
  /** The success URL with the session id filled in, offered once the session is paid. */
  successUrl: string;
  error?: CardError;
  cardNumber?: string;
}

/** The test cards the page names: Stripe's documented ones. */
export const TEST_CARDS = { succeeding: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

export function renderCheckoutPage(view: CheckoutPageView): string {
  return inPageLanguage(view.locale, () => checkoutPage(view));
}

function checkoutPage(view: CheckoutPageView): string {
  const { session, locale } = view;
  const merchant = escapeHtml(view.merchantName);
  const title = escapeHtml(t.title({ merchant: view.merchantName }));
  const returnTo = escapeHtml(t.returnTo({ merchant: view.merchantName }));
  if (session.status === 'complete') {
    return layout(
      locale,
      title,
      `
      <h1>${merchant}</h1>
      <p class="notice">${escapeHtml(t.complete)}</p>
      <a class="secondary" href="${escapeHtml(view.successUrl)}">${returnTo}</a>`,
    );
  }
  if (session.status === 'expired') {
    return layout(
      locale,
      title,
      `
      <h1>${merchant}</h1>
      <p class="notice">${escapeHtml(t.expired)}</p>
      <a class="secondary" href="${escapeHtml(session.cancelUrl)}">${returnTo}</a>`,
    );
  }

  const rows = session.lineItems
    .map(
      (item) => `
        <tr>
          <th scope="row">${escapeHtml(item.name)}${item.description ? `<span class="description">${escapeHtml(item.description)}</span>` : ''}</th>
          <td class="quantity">${item.quantity}</td>
          <td class="amount">${escapeHtml(formatAmount(item.unitAmount * item.quantity, session.currency, locale))}</td>
        </tr>`,
    )
    .join('');
  const discount = session.amountDiscount
    ? `<tr class="discount"><th scope="row" colspan="2">${escapeHtml(t.columns.discount)}</th><td class="amount">${escapeHtml(
        formatAmount(-session.amountDiscount, session.currency, locale),
      )}</td></tr>`
    : '';
  const email = session.customerEmail ? `<p class="email">${escapeHtml(session.customerEmail)}</p>` : '';
  const error = view.error
    ? `<p id="card-error" class="error" role="alert">${escapeHtml(view.error === 'invalid' ? t.cardErrors.invalid({ card: TEST_CARDS.succeeding }) : t.cardErrors[view.error])}</p>`
    : '';
  const { succeeding, declined } = TEST_CARDS;
  const card = (number: string) => `<span class="card">${number}</span>`;
  const testCards = escapeHtml(t.testCards({ succeeding, declined })).replace(succeeding, card(succeeding)).replace(declined, card(declined));

  return layout(
    locale,
    title,
    `
      <p class="badge">${escapeHtml(t.testMode)}</p>
      <h1>${merchant}</h1>
      ${email}
      <table>
        <thead><tr><th scope="col">${escapeHtml(t.columns.item)}</th><th scope="col" class="quantity">${escapeHtml(t.columns.quantity)}</th><th scope="col" class="amount">${escapeHtml(t.columns.amount)}</th></tr></thead>
        <tbody>${rows}</tbody>
        <tfoot>${discount}<tr><th scope="row" colspan="2">${escapeHtml(t.columns.total)}</th><td class="amount total">${escapeHtml(
          formatAmount(session.amountTotal, session.currency, locale),
        )}</td></tr></tfoot>
      </table>
      <form method="post" action="${escapeHtml(view.payPath)}">
        <label for="card-number">${escapeHtml(t.cardNumber)}</label>
        <input id="card-number" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number"
          placeholder="${TEST_CARDS.succeeding}" value="${escapeHtml(view.cardNumber ?? '')}"${
            view.error ? ' aria-invalid="true" aria-describedby="card-error"' : ''
          }>
        ${error}
        <button type="submit">${escapeHtml(t.pay)}</button>
      </form>
      <a class="secondary" href="${escapeHtml(view.cancelPath)}">${escapeHtml(t.cancel)}</a>
      <p class="hint">${testCards}</p>`,
  );
}

export function renderNotFoundPage(locale: Locale): string {
  return inPageLanguage(locale, () =>
    layout(
      locale,
      escapeHtml(t.notFound.title),
      `
      <h1>${escapeHtml(t.notFound.title)}</h1>
      <p class="notice">${escapeHtml(t.notFound.notice)}</p>`,
    ),
  );
}

/** `$12.34` for USD; other currencies in their own symbol and number of decimals. */
export function formatAmount(minorUnits: number, currency: string, locale: Locale): string {
  const format = new Intl.NumberFormat(intlLocaleOf(locale), { style: 'currency', currency: currency.toUpperCase() });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** decimals);
}

export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

function layout(locale: Locale, escapedTitle: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapedTitle}</title>
<style>
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: flex-start; justify-content: center;
    padding: 24px 16px; background: #f6f8fa; color: #1a1f36;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { width: 100%; max-width: 440px; background: #fff; border-radius: 12px; padding: 24px;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.08), 0 8px 24px rgba(0, 0, 0, 0.06); }
  h1 { font-size: 1.375rem; margin: 0 0 8px; }
  .badge { display: inline-block; margin: 0 0 12px; padding: 2px 8px; border-radius: 4px;
    background: #fff4e5; color: #8a4b00; font-size: 0.75rem; font-weight: 600; text-transform: uppercase; }
  .email { margin: 0 0 16px; color: #566176; }
  table { width: 100%; border-collapse: collapse; margin: 16px 0 24px; }
  th, td { padding: 8px 0; text-align: left; vertical-align: top; border-bottom: 1px solid #e3e8ee; }
  thead th { font-size: 0.8125rem; font-weight: 600; color: #566176; }
  tbody th { font-weight: 500; }
  tfoot th, tfoot td { border-bottom: 0; padding-top: 12px; font-weight: 700; font-size: 1.125rem; }
  tfoot .discount th, tfoot .discount td { font-weight: 500; font-size: 1rem; }
  .description { display: block; font-weight: 400; font-size: 0.875rem; color: #566176; }
  .quantity { width: 3.5rem; text-align: center; }
  .amount { width: 6.5rem; text-align: right; white-space: nowrap; }
  label { display: block; font-weight: 600; margin-bottom: 6px; }
  input { width: 100%; padding: 12px; font: inherit; letter-spacing: 0.05em; border: 1px solid #c1c9d2;
    border-radius: 6px; }
  input:focus, button:focus-visible, a:focus-visible { outline: 3px solid #a4b7ff; outline-offset: 1px; }
  input[aria-invalid="true"] { border-color: #c0123c; }
  .error { margin: 8px 0 0; color: #c0123c; font-weight: 500; }
  button { width: 100%; margin-top: 16px; padding: 12px; font: inherit; font-weight: 600; color: #fff;
    background: #635bff; border: 0; border-radius: 6px; cursor: pointer; }
  button:hover { background: #5147e5; }
  .secondary { display: block; margin-top: 16px; text-align: center; color: #635bff; font-weight: 500; }
  .notice { margin: 16px 0; }
  .hint { margin: 24px 0 0; font-size: 0.8125rem; color: #566176; text-align: center; }
  .card { white-space: nowrap; }
</style>
</head>
<body>
<main>${body}
</main>
</body>
</html>
`;
}
