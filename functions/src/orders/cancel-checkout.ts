import { ACTORS } from '@ssb/documents';
import { checkoutLinkKeys } from '../config';
import { forbidden, notFound } from '../http/errors';
import { stripe } from '../lib/stripe';
import * as logs from '../logs';
import { isValidCancelToken } from './cancel-token';
import { receiptToken } from './receipt-token';
import { prepareTransitions, runOrderTransaction } from './order-transition';
import { boxesOf, findCheckout } from './checkouts';
import { findOrder } from './repository';
import { API_TEXTS } from '../texts';

/**
 * Stripe's cancel URL. The signed token proves the caller was sent here by the checkout this
 * server opened; the session is expired so it can no longer be paid, and the order (every box
 * of its checkout) ends PAYMENT_FAILED at once instead of when the session would have expired;
 * it no longer counts on its list, so it locks nothing. Answers where the family goes: My
 * Orders, saying the payment was not completed, with the order's signed link (its page, and Pay
 * now there, for a guest too).
 */
export async function cancelCheckout(orderId: string, token: string, appUrl: string): Promise<string> {
  if (!isValidCancelToken(orderId, token, checkoutLinkKeys())) throw forbidden(API_TEXTS.access.cancelLink);
  const order = await findOrder(orderId);
  if (!order) throw notFound(API_TEXTS.notFound.order);
  const back = `${appUrl}/my-orders?status=failed&orderId=${orderId}&receipt=${receiptToken(orderId, checkoutLinkKeys())}`;
  if (order.status !== 'AWAITING_PAYMENT' || !(await sessionNoLongerPayable(order.checkoutSessionId))) return back;
  await runOrderTransaction(async (tx) => {
    const found = await findCheckout(tx, order.checkoutId);
    const boxes = found ? await boxesOf(tx, found.checkout) : [];
    for (const box of await prepareTransitions(tx, boxes, { type: 'paymentFailed' }, ACTORS.family)) {
      if (box.prepared.transition.kind !== 'move') continue;
      box.prepared.write();
      logs.orderStatusChanged(box.orderId, box.prepared.from, box.prepared.transition.to, 'checkout cancelled');
    }
  });
  return back;
}

/** Expires the session; false when it was paid meanwhile (then the payment wins). */
async function sessionNoLongerPayable(sessionId: string | null): Promise<boolean> {
  if (!sessionId) return true;
  const session = await stripe().checkout.sessions.retrieve(sessionId);
  if (session.status === 'complete') return false;
  if (session.status === 'open') await stripe().checkout.sessions.expire(sessionId);
  return true;
}
