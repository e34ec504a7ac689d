// The browser side of checkout: the hosted page, the card form post and the cancel link.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderCheckoutPage, renderNotFoundPage, type CheckoutPageView } from './checkout-page.js';
import { readBody, redirect, sendHtml, sendText } from './http-util.js';
import type { CheckoutSession, SessionStore } from './sessions.js';

export interface PageContext {
  store: SessionStore;
  merchantName: string;
}

export const PAY_PATH_PREFIX = '/pay/';

// Stripe's documented test cards; anything else is refused as not a test card.
const SUCCEEDING_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

const ROUTE = /^\/pay\/([A-Za-z0-9_]+)(\/cancel)?$/;

export async function handlePageRequest(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  context: PageContext,
): Promise<void> {
  const match = ROUTE.exec(url.pathname);
  const session = match?.[1] === undefined ? undefined : context.store.get(match[1]);
  if (!session) {
    sendHtml(response, 404, renderNotFoundPage());
    return;
  }
  const isCancel = match?.[2] !== undefined;

  if (request.method === 'GET' && isCancel) {
    // Like Stripe, leaving sends no event and keeps the session open: the merchant expires it.
    if (session.status === 'open') redirect(response, session.cancelUrl);
    else sendHtml(response, 200, renderCheckoutPage(view(session, context)));
    return;
  }
  if (request.method === 'GET') {
    sendHtml(response, 200, renderCheckoutPage(view(session, context)));
    return;
  }
  if (request.method === 'POST' && !isCancel) {
    pay(session, await readBody(request), response, context);
    return;
  }
  sendText(response, 405, 'Method not allowed');
}

function pay(session: CheckoutSession, body: string, response: ServerResponse, context: PageContext): void {
  // A repeated submit (a double click, a reload) lands where the first one went.
  if (session.status === 'complete') {
    redirect(response, successUrl(session));
    return;
  }
  if (session.status !== 'open') {
    sendHtml(response, 200, renderCheckoutPage(view(session, context)));
    return;
  }

  const cardNumber = new URLSearchParams(body).get('cardNumber') ?? '';
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === SUCCEEDING_CARD && context.store.complete(session.id)) {
    redirect(response, successUrl(session));
    return;
  }
  // The session may have expired between showing the page and this post.
  const current = context.store.get(session.id) ?? session;
  const error =
    current.status !== 'open'
      ? undefined
      : digits === DECLINED_CARD
        ? 'Your card was declined.'
        : digits === ''
          ? 'Enter a card number.'
          : 'Your card number is invalid. Use the test card 4242 4242 4242 4242.';
  sendHtml(response, 200, renderCheckoutPage({ ...view(current, context), error, cardNumber }));
}

function view(session: CheckoutSession, context: PageContext): CheckoutPageView {
  return {
    merchantName: context.merchantName,
    session,
    payPath: `${PAY_PATH_PREFIX}${session.id}`,
    cancelPath: `${PAY_PATH_PREFIX}${session.id}/cancel`,
    successUrl: successUrl(session),
  };
}

/** Stripe fills the `{CHECKOUT_SESSION_ID}` template in the success URL. */
function successUrl(session: CheckoutSession): string {
  return session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}
