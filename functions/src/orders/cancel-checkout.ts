import { Timestamp } from 'firebase-admin/firestore';
import { stripeWebhookSecret } from '../config';
import { forbidden, notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { stripe } from '../lib/stripe';
import * as logs from '../logs';
import { isValidCancelToken } from './cancel-token';
import { prepareOrderCountMove } from './list-order-count';
import { findOrder, ordersCollection } from './repository';
import { statusAfterPayment } from './status-rules';

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
    const next = current && statusAfterPayment(current.status, 'failed');
    if (!current || !next) return;
    const moveCount = await prepareOrderCountMove(tx, current.supplyListId, current.status, next);
    tx.update(ref, { status: next, updatedAt: Timestamp.now() });
    moveCount();
    logs.orderStatusChanged(orderId, current.status, next, 'checkout cancelled');
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
