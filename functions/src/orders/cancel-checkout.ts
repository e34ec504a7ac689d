import { stripeWebhookSecret } from '../config';
import { forbidden, notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { stripe } from '../lib/stripe';
import * as logs from '../logs';
import { isValidCancelToken } from './cancel-token';
import { prepareTransition } from './order-transition';
import { findOrder, ordersCollection } from './repository';

/**
 * Stripe's cancel URL. The signed token proves the caller was sent here by the checkout this
 * server opened; the session is expired so it can no longer be paid, and the order ends
 * PAYMENT_FAILED at once instead of when the session would have expired; it no longer counts on
 * its list, so it locks nothing.
 */
export async function cancelCheckout(orderId: string, token: string): Promise<void> {
  if (!isValidCancelToken(orderId, token, stripeWebhookSecret.value())) throw forbidden('This cancel link is not valid');
  const order = await findOrder(orderId);
  if (!order) throw notFound('Order not found');
  if (order.status !== 'AWAITING_PAYMENT' || !(await sessionNoLongerPayable(order.checkoutSessionId))) return;
  const ref = ordersCollection().doc(orderId);
  await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) return;
    const prepared = await prepareTransition(tx, ref, current, { type: 'paymentFailed' });
    if (prepared.transition.kind !== 'move') return;
    prepared.write();
    logs.orderStatusChanged(orderId, prepared.from, prepared.transition.to, 'checkout cancelled');
  });
}

/** Expires the session; false when it was paid meanwhile (then the payment wins). */
async function sessionNoLongerPayable(sessionId: string | null): Promise<boolean> {
  if (!sessionId) return true;
  const session = await stripe().checkout.sessions.retrieve(sessionId);
  if (session.status === 'complete') return false;
  if (session.status === 'open') await stripe().checkout.sessions.expire(sessionId);
  return true;
}
