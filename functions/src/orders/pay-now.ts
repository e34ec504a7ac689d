import { Timestamp } from 'firebase-admin/firestore';
import { ACTORS } from '@ssb/documents';
import { lifecycleMessages, transition, type PayNowResponse } from '@ssb/contract';
import { appUrl, checkoutLinkKeys } from '../config';
import type { Caller } from '../http/authenticate';
import { assertMayPayOrder } from '../http/authorize';
import { conflict, HttpError, notFound } from '../http/errors';
import { stripe } from '../lib/stripe';
import * as logs from '../logs';
import { API_TEXTS } from '../texts';
import { checkoutSessionLines, expireQuietly, isIdempotencyConflict, loadOrderables, openCheckoutSession, waitFor } from './checkout';
import { boxesOf, boxLineName, findCheckout, outsideTransaction, type CheckoutDoc } from './checkouts';
import { prepareTransitions, runOrderTransaction } from './order-transition';
import { checkReceiptToken } from './receipt-token';
import { findOrder, type OrderDoc } from './repository';

type Box = Awaited<ReturnType<typeof boxesOf>>[number];

/**
 * POST /orders/{id}/pay, Pay now: the payment page of the order's checkout, every box of it.
 * While the checkout's session is open, its own page; once it has expired, a new session for
 * the same boxes at the prices they were bought at (their snapshots), which replaces the old
 * one on the checkout and on its boxes, the failed boxes awaiting payment again, in one
 * transaction: the webhook takes only the stored session (docs/decisions.md §2), so there is
 * never a second page to pay. Checkouts are refused as new ones are (a school no longer taking
 * orders, a list no longer sold); a paid or cancelled box is the lifecycle's refusal.
 */
export async function payNow(caller: Caller | undefined, orderId: string, token: string | undefined): Promise<PayNowResponse> {
  const link = token ? checkReceiptToken(orderId, token, checkoutLinkKeys()) : null;
  const order = await findOrder(orderId);
  assertMayPayOrder(caller, order, link);
  return payCheckoutOf(order, caller?.uid ?? ACTORS.family);
}

/** `by`: who asks, as the order's timeline names them (the owner signed in, or the family holding its link). */
async function payCheckoutOf(order: OrderDoc, by: string): Promise<PayNowResponse> {
  const found = await findCheckout(outsideTransaction, order.checkoutId);
  if (!found) throw notFound(API_TEXTS.notFound.order);
  const { checkoutId, checkout } = found;
  const boxes = await boxesOf(outsideTransaction, checkout);
  refuseUnpayable(boxes);

  const page = checkout.sessionId ? await stripe().checkout.sessions.retrieve(checkout.sessionId) : null;
  if (page?.status === 'open' && checkout.checkoutUrl) return { checkoutUrl: checkout.checkoutUrl };
  // Paid a moment ago: the webhook is on its way.
  if (page?.status === 'complete') throw conflict(lifecycleMessages.alreadyPaid);
  return openAgain(checkoutId, checkout, boxes, by);
}

/** A box paid or cancelled has nothing to pay; nor has a checkout whose boxes no longer add up to what its session charges. */
function refuseUnpayable(boxes: Box[]): void {
  for (const { order } of boxes) {
    const next = transition(order.status, { type: 'payAgain' });
    if (next.kind === 'refused') throw conflict(next.reason);
  }
}

/** A new session for the checkout's boxes, stored on it in place of `checkout.sessionId`, or the one a concurrent Pay now stored. */
async function openAgain(checkoutId: string, checkout: CheckoutDoc, boxes: Box[], by: string): Promise<PayNowResponse> {
  if (boxes.length !== checkout.orderIds.length) throw conflict(API_TEXTS.orders.notPayable);
  // Sold now, as a new checkout would be: the school in its window, the list published.
  await loadOrderables(boxes.map((box) => box.order.supplyListId));
  const replaced = checkout.sessionId;
  const storedSince = async () => {
    const now = await findCheckout(outsideTransaction, checkoutId);
    return now && now.checkout.sessionId !== replaced && now.checkout.checkoutUrl ? { checkoutUrl: now.checkout.checkoutUrl } : null;
  };

  let session;
  try {
    const lineName = (box: OrderDoc) =>
      boxes.length > 1 ? boxLineName(box.snapshot.listName, box.studentFirstName, box.studentLastName) : `${box.snapshot.listName}, ${box.snapshot.schoolName}`;
    // The same lines as the checkout's first page: its boxes, Shipping and Sales tax as quoted, and its code.
    const lines = checkoutSessionLines(
      boxes.map(({ order }) => ({ order, name: lineName(order) })),
      checkout.money,
      checkout.gift,
    );
    const promotionCodeId = checkout.money?.promotionCode?.stripePromotionCodeId;
    session = await openCheckoutSession(
      { checkoutId, email: boxes[0]!.order.contact.email, locale: boxes[0]!.order.locale, lines, promotionCodeId },
      appUrl(),
      `checkout-${checkoutId}-after-${replaced ?? 'none'}`,
    );
  } catch (err) {
    // A concurrent Pay now is opening the same page: answer with what it stores.
    if (isIdempotencyConflict(err)) return waitFor(storedSince);
    logs.checkoutFailed(checkoutId, err);
    throw new HttpError(502, API_TEXTS.orders.paymentUnavailable);
  }
  if (session.amount_total !== checkout.amountCents) {
    await expireQuietly(session.id);
    throw conflict(API_TEXTS.orders.notPayable);
  }

  try {
    return await storeSession(checkoutId, replaced, { sessionId: session.id, checkoutUrl: session.url }, by);
  } catch (err) {
    // Refused now (a box cancelled or paid meanwhile), it always will be: nobody is to pay that page.
    if (err instanceof HttpError && err.status === 409) await expireQuietly(session.id);
    throw err;
  }
}

/**
 * Stores the new session on the checkout and its boxes, the failed ones awaiting payment again
 * (their list counts them again, in the same write). A concurrent Pay now that stored the same
 * session (Stripe's idempotency gave both the same) or another one first is answered with it.
 */
async function storeSession(
  checkoutId: string,
  replaced: string | null,
  page: { sessionId: string; checkoutUrl: string },
  by: string,
): Promise<PayNowResponse> {
  return runOrderTransaction(async (tx) => {
    const found = await findCheckout(tx, checkoutId);
    if (!found) throw notFound(API_TEXTS.notFound.order);
    const { checkout } = found;
    if (checkout.sessionId !== replaced) {
      if (checkout.checkoutUrl && checkout.sessionId === page.sessionId) return { checkoutUrl: checkout.checkoutUrl };
      throw conflict(API_TEXTS.orders.notPayable);
    }
    const boxes = await prepareTransitions(tx, await boxesOf(tx, checkout), { type: 'payAgain' }, by);
    for (const { prepared } of boxes) if (prepared.transition.kind === 'refused') throw conflict(prepared.transition.reason);
    tx.set(found.ref, {
      ...checkout,
      ...page,
      replacedSessionIds: replaced ? [...checkout.replacedSessionIds, replaced] : checkout.replacedSessionIds,
    });
    const changes = { checkoutSessionId: page.sessionId, checkoutUrl: page.checkoutUrl };
    for (const { ref, prepared } of boxes) {
      if (prepared.transition.kind === 'move') prepared.write(changes);
      else tx.update(ref, { ...changes, updatedAt: Timestamp.now() });
    }
    return { checkoutUrl: page.checkoutUrl };
  });
}
