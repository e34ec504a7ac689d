import { centsToDollars, MAX_ORDER_EMAILS, type OrderDetailResponse, type OrderEmail, type StaffOrderDetails } from '@ssb/contract';
import { ACTORS, type CheckoutDoc, type MailDoc, type OrderDoc, type RefundDoc } from '@ssb/documents';
import type { Caller } from '../http/authenticate';
import { canSeeOrder, mayReadOrderDetails } from '../http/authorize';
import { forbidden, notFound } from '../http/errors';
import { getAll } from '../lib/collections';
import { mailsAboutOrder } from '../mail/repository';
import { usersCollection } from '../users/repository';
import { toApiOrder } from './convert';
import { orderTimeline } from './order-timeline';
import { checkoutsCollection, findOrder, refundsCollection } from './repository';
import { API_TEXTS } from '../texts';

const iso = (at: { toDate(): Date }) => at.toDate().toISOString();
const actorNames = new Set<string>(Object.values(ACTORS));

/** The e-mail addresses of the people among `uids` (their profiles'); the actors and unknown ones as they are. */
async function namesOf(uids: string[]): Promise<(by: string) => string> {
  const people = [...new Set(uids)].filter((uid) => !actorNames.has(uid));
  const snaps = await getAll(people.map((uid) => usersCollection().doc(uid)));
  const emails = new Map(snaps.flatMap((snap) => (snap.data()?.email ? [[snap.id, snap.data()!.email] as const] : [])));
  return (by) => emails.get(by) ?? by;
}

const emailOf = (id: string, mail: MailDoc): OrderEmail => ({
  id,
  kind: mail.kind,
  to: mail.to,
  subject: mail.message.subject,
  at: iso(mail.createdAt),
  delivery: mail.delivery
    ? { state: mail.delivery.state, at: mail.delivery.endTime ? iso(mail.delivery.endTime) : null, error: mail.delivery.error ?? null }
    : null,
});

function detailsOf(
  orderId: string,
  order: OrderDoc,
  refund: RefundDoc | null,
  checkout: CheckoutDoc | null,
  mails: { id: string; mail: MailDoc }[],
  name: (by: string) => string,
): StaffOrderDetails {
  const refunds = (checkout?.refunds ?? []).flatMap(({ refundId, parts }) =>
    parts[orderId] ? [{ id: refundId, amount: centsToDollars(parts[orderId]) }] : [],
  );
  return {
    delivery: { toSchool: order.delivery.toSchool, address: order.contact.fullAddress },
    teacher: { schoolId: order.schoolId, id: order.teacherId ?? null, name: order.teacherName ?? null },
    payment: {
      amount: centsToDollars(order.snapshot.totalCents),
      paidAt: order.paidAt ? iso(order.paidAt) : null,
      paymentIntentId: order.paymentIntentId,
      refunded: centsToDollars(refund?.amountCents ?? 0),
      refunds,
      ...(refund?.parts && refund.amountCents > 0
        ? {
            refundParts: {
              items: centsToDollars(refund.parts.itemsCents),
              discount: centsToDollars(refund.parts.discountCents),
              shipping: centsToDollars(refund.parts.shippingCents),
              tax: centsToDollars(refund.parts.taxCents),
            },
          }
        : {}),
    },
    pickedUp: order.handedOver ? { at: iso(order.handedOver.at), by: name(order.handedOver.by) } : null,
    emails: mails.map(({ id, mail }) => emailOf(id, mail)),
  };
}

/**
 * GET /orders/{id}: for its owner, its school's representatives and administrators. Every reader
 * gets the order and its timeline (docs/decisions.md §32), read from what the product records: the
 * changes kept on the order, its refund record, the e-mails about it (a handful of reads however
 * many orders there are). The school's staff also get who made each change, the delivery, the
 * payment with every refund, the pick-up and the e-mails with their delivery.
 */
export async function getOrder(caller: Caller, orderId: string): Promise<OrderDetailResponse> {
  const order = await findOrder(orderId);
  if (!order) throw notFound(API_TEXTS.notFound.order);
  if (!canSeeOrder(caller, order)) throw forbidden(API_TEXTS.access.ownOrders);
  const staff = mayReadOrderDetails(caller, order);
  const [refundSnap, mailSnap, checkoutSnap] = await Promise.all([
    refundsCollection().doc(orderId).get(),
    mailsAboutOrder(orderId, MAX_ORDER_EMAILS).get(),
    staff ? checkoutsCollection().doc(order.checkoutId).get() : null,
  ]);
  const refund = refundSnap.data() ?? null;
  const mails = mailSnap.docs.map((doc) => ({ id: doc.id, mail: doc.data() }));
  const name = staff
    ? await namesOf([
        ...order.history.map((change) => change.by),
        ...(refund?.requestedBy ? [refund.requestedBy] : []),
        ...(order.handedOver ? [order.handedOver.by] : []),
      ])
    : null;
  return {
    order: toApiOrder(orderId, order),
    timeline: orderTimeline(
      order,
      refund,
      mails.map(({ mail }) => mail),
      name,
    ),
    ...(staff && name ? { details: detailsOf(orderId, order, refund, checkoutSnap?.data() ?? null, mails, name) } : {}),
  };
}
