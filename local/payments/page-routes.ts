// The browser side of checkout: the hosted page, the card form post and the cancel link.
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { renderCheckoutPage, renderNotFoundPage, type CardError, type CheckoutPageView } from './checkout-page.js';
import type { DiscountStore } from './discounts.js';
import { formBody } from './form-params.js';
import type { CheckoutSession, SessionStore } from './sessions.js';
import { pageLocale } from './texts.js';

export interface PageContext {
  store: SessionStore;
  discounts: DiscountStore;
  merchantName: string;
}

export const PAY_PATH = '/pay';

// Stripe's documented test cards; anything else is refused as not a test card.
const SUCCEEDING_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

type SessionHandler = (session: CheckoutSession, request: Request, response: Response) => void;

/** The pages under PAY_PATH; an unknown session or path gets the "Checkout not found" page. */
export function pageRouter(context: PageContext): Router {
  const withSession =
    (handler: SessionHandler): RequestHandler =>
    (request, response) => {
      const session = context.store.get(String(request.params.sessionId));
      if (session) handler(session, request, response);
      else sendHtml(response, 404, renderNotFoundPage(pageLocale(null, request.headers['accept-language'])));
    };
  const methodNotAllowed = withSession((_session, _request, response) => {
    response.status(405).type('text/plain').send('Method not allowed');
  });

  const router = express.Router();
  router
    .route('/:sessionId')
    .get(withSession((session, request, response) => sendHtml(response, 200, renderCheckoutPage(view(session, request, context)))))
    .post(
      formBody,
      withSession((session, request, response) => pay(session, request, response, context)),
    )
    .all(methodNotAllowed);
  router
    .route('/:sessionId/cancel')
    // Like Stripe, leaving sends no event and keeps the session open: the merchant expires it.
    .get(
      withSession((session, request, response) => {
        if (session.status === 'open') redirect(response, session.cancelUrl);
        else sendHtml(response, 200, renderCheckoutPage(view(session, request, context)));
      }),
    )
    .all(methodNotAllowed);
  router.use((request, response) => sendHtml(response, 404, renderNotFoundPage(pageLocale(null, request.headers['accept-language']))));
  return router;
}

function pay(session: CheckoutSession, request: Request, response: Response, context: PageContext): void {
  // A repeated submit (a double click, a reload) lands where the first one went.
  if (session.status === 'complete') {
    redirect(response, successUrl(session));
    return;
  }
  if (session.status !== 'open') {
    sendHtml(response, 200, renderCheckoutPage(view(session, request, context)));
    return;
  }

  const field: unknown = (request.body as Record<string, unknown> | undefined)?.cardNumber;
  const cardNumber = typeof field === 'string' ? field : '';
  const digits = cardNumber.replace(/[\s-]/g, '');
  // A single-use code another session has since redeemed (or one ended meanwhile) stops the payment, as on Stripe.
  if (digits === SUCCEEDING_CARD && session.discount && context.discounts.redeemable(session.discount)) {
    sendHtml(response, 200, renderCheckoutPage({ ...view(session, request, context), error: 'discountEnded', cardNumber }));
    return;
  }
  if (digits === SUCCEEDING_CARD && context.store.complete(session.id)) {
    redirect(response, successUrl(session));
    return;
  }
  // The session may have expired between showing the page and this post.
  const current = context.store.get(session.id) ?? session;
  const error: CardError | undefined = current.status !== 'open' ? undefined : digits === DECLINED_CARD ? 'declined' : digits === '' ? 'missing' : 'invalid';
  sendHtml(response, 200, renderCheckoutPage({ ...view(current, request, context), error, cardNumber }));
}

function view(session: CheckoutSession, request: Request, context: PageContext): CheckoutPageView {
  return {
    merchantName: context.merchantName,
    session,
    locale: pageLocale(session.locale, request.headers['accept-language']),
    payPath: `${PAY_PATH}/${session.id}`,
    cancelPath: `${PAY_PATH}/${session.id}/cancel`,
    successUrl: successUrl(session),
  };
}

/** Stripe fills the `{CHECKOUT_SESSION_ID}` template in the success URL. */
function successUrl(session: CheckoutSession): string {
  return session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

function sendHtml(response: Response, status: number, html: string): void {
  response
    .status(status)
    .set({
      'Cache-Control': 'no-store',
      // No scripts or external assets on these pages. No form-action directive: Chrome
      // applies it to the redirect after the form post, which leaves for the merchant's site.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    })
    .type('html')
    .send(html);
}

/** 303, so the browser follows a form POST with a GET, as Stripe's hosted page does. */
function redirect(response: Response, location: string): void {
  // Location is set as given: res.location() would re-encode the merchant's URL.
  response.status(303).set({ Location: location, 'Cache-Control': 'no-store' }).end();
}
