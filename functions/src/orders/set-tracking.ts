import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { isPaidStatus, type OrderResponse, type TrackingRequest } from '@ssb/contract';
import { mailTimes, withChange, type MailDoc } from '@ssb/documents';
import { appUrl, checkoutLinkKeys } from '../config';
import type { Caller } from '../http/authenticate';
import { conflict, notFound } from '../http/errors';
import { loadLanguages } from '../language';
import { db } from '../lib/firebase';
import { renderTrackingMail } from '../mail/delivery';
import { mailCollection } from '../mail/repository';
import { API_TEXTS } from '../texts';
import { toApiOrder } from './convert';
import { orderPageUrl } from './receipt-token';
import { ordersCollection, type OrderDoc } from './repository';

/** Why a box cannot have tracking: it goes to its school, or is not paid (or was cancelled). */
function trackingRefusal(order: OrderDoc): string | null {
  if (order.delivery.toSchool) return API_TEXTS.orders.trackingAtSchool;
  if (!isPaidStatus(order.status)) return API_TEXTS.orders.trackingUnpaid;
  return null;
}

/**
 * The e-mail of one change of a box's tracking: named by the box, the tracking it replaces (when
 * it was added) and the new number, so a change is told once, and a number set back after another
 * is a change of its own.
 */
function trackingMailId(orderId: string, before: OrderDoc['tracking'], tracking: TrackingRequest): string {
  const change = [orderId, before ? before.at.toMillis() : 'none', tracking.carrier, tracking.trackingNumber].join('\n');
  return `tracking-${orderId}-${createHash('sha256').update(change).digest('hex').slice(0, 16)}`;
}

/**
 * PUT /orders/{id}/tracking: the carrier and number of a paid box sent home, stored on the order
 * with a `trackingAdded` entry in its history and the family's e-mail with the tracking link, all
 * in one transaction. The same tracking again (a retry, a second click) changes nothing and tells
 * nobody; a changed one tells the family once more.
 */
export async function setTracking(caller: Caller, orderId: string, tracking: TrackingRequest): Promise<OrderResponse> {
  await loadLanguages();
  const ref = ordersCollection().doc(orderId);
  const order = await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound(API_TEXTS.notFound.order);
    const refusal = trackingRefusal(current);
    if (refusal) throw conflict(refusal);
    const before = current.tracking;
    if (before?.carrier === tracking.carrier && before.trackingNumber === tracking.trackingNumber) return current;
    const now = Timestamp.now();
    const history = withChange(current.history, { at: now, event: 'trackingAdded', from: current.status, to: current.status, by: caller.uid });
    const updated: OrderDoc = { ...current, tracking: { ...tracking, at: now }, history, updatedAt: now };
    tx.update(ref, { tracking: updated.tracking, history, updatedAt: now });
    const message = renderTrackingMail({ orderId, order: updated, ...tracking, orderPage: orderPageUrl(appUrl(), current.checkoutId, checkoutLinkKeys()) });
    const mail: MailDoc = { to: current.contact.email, message, kind: 'tracking', orderIds: [orderId], ...mailTimes(now) };
    tx.create(mailCollection().doc(trackingMailId(orderId, before, tracking)), mail);
    return updated;
  });
  return { order: toApiOrder(orderId, order) };
}
