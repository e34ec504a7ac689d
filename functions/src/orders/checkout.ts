import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { CHECKOUT_CURRENCY } from '@ssb/documents';
import {
  emptyAddress,
  checkoutMessages,
  currentLocale,
  formatFullAddress,
  isLateOrdering,
  orderingRefusal,
  orderSearchTerms,
  type CheckoutRules,
  type DeliveryAddress,
  type Locale,
} from '@ssb/contract';
import { checkoutLinkKeys } from '../config';
import { conflict, HttpError, notFound } from '../http/errors';
import { stripe } from '../lib/stripe';
import { boxProductId, ensureBoxProduct } from '../promotion-codes/stripe-codes';
import { API_TEXTS } from '../texts';
import type { ProductDoc } from '../products/repository';
import { getAll } from '../lib/collections';
import { schoolsCollection, type SchoolDoc } from '../schools/repository';
import { productsOfLists, supplyListsCollection, type SupplyListDoc } from '../supply-lists/repository';
import { cancelToken } from './cancel-token';
import { receiptToken } from './receipt-token';
import type { CheckoutDoc } from './checkouts';
import type { OrderDoc } from './repository';
import { buildSnapshot } from './snapshot';

/** Stripe's shortest Checkout Session lifetime is 30 minutes from when it creates the session; a minute spare covers the round trip. */
const CHECKOUT_LIFETIME_S = 31 * 60;

export interface Orderable {
  listId: string;
  list: SupplyListDoc;
  school: SchoolDoc;
  /** Its list's products (those of the checkout's other lists too: each is looked up by id). */
  products: Map<string, ProductDoc>;
  /** A late order's fee on the box (docs/decisions.md §28); 0 inside the window. */
  lateFeeCents: number;
  /** A late order of a school that sends late boxes home only: `school.deliverToSchool` is false for it. */
  lateHomeDeliveryOnly: boolean;
}

/**
 * A published list that can be bought, with what its snapshot needs: one with no products
 * sells nothing, nor does a school outside its ordering window (every checkout and the
 * office's orders load their lists here; the webhook does not, so a payment page opened in
 * time is still paid after the window closes). After the window, a school taking late orders
 * sells them with its fee, delivered home where it says so (docs/decisions.md §28).
 */
export async function loadOrderable(listId: string): Promise<Orderable> {
  return (await loadOrderables([listId]))[0]!;
}

/**
 * `loadOrderable` for each box's list, in the order of the boxes, checked box by box: each
 * distinct list, school and product is read once per checkout (three reads of several
 * documents), so ten boxes of ten lists at five schools read ten lists, five schools and the
 * products they share once.
 */
export async function loadOrderables(listIds: string[]): Promise<Orderable[]> {
  const distinct = [...new Set(listIds)];
  const listSnaps = await getAll(distinct.map((id) => supplyListsCollection().doc(id)));
  const lists = new Map(distinct.map((id, i) => [id, listSnaps[i]!.data()]));
  for (const id of listIds) {
    const list = lists.get(id);
    if (!list || !list.published) throw notFound(checkoutMessages.listUnavailable);
    if (list.items.length === 0) throw conflict(checkoutMessages.listEmpty);
  }
  const sold = [...lists.values()].filter((list) => list !== undefined);
  const schoolIds = [...new Set(sold.map((list) => list.schoolId))];
  const [schoolSnaps, products] = await Promise.all([getAll(schoolIds.map((id) => schoolsCollection().doc(id))), productsOfLists(sold)]);
  const schools = new Map(schoolIds.map((id, i) => [id, schoolSnaps[i]!.data()]));
  const now = new Date();
  return listIds.map((listId) => {
    const list = lists.get(listId)!;
    const school = schools.get(list.schoolId);
    if (!school) throw notFound(checkoutMessages.listUnavailable);
    const closed = orderingRefusal(school, now);
    if (closed) throw new HttpError(409, closed, { success: false });
    if (!isLateOrdering(school, now) || !school.lateOrders) return { listId, list, school, products, lateFeeCents: 0, lateHomeDeliveryOnly: false };
    const { feeCents, homeDeliveryOnly } = school.lateOrders;
    return {
      listId,
      list,
      school: homeDeliveryOnly ? { ...school, deliverToSchool: false } : school,
      products,
      lateFeeCents: feeCents,
      lateHomeDeliveryOnly: homeDeliveryOnly,
    };
  });
}

/** The spec's checkout rules for a box of `orderable`: where it goes, and why an address is needed for a late box sent home only. */
export const deliveryRulesOf = (orderable: Orderable): Pick<CheckoutRules, 'deliverToSchool' | 'lateHomeDeliveryOnly'> => ({
  deliverToSchool: orderable.school.deliverToSchool,
  ...(orderable.lateHomeDeliveryOnly ? { lateHomeDeliveryOnly: orderable.school.name } : {}),
});

export interface Buyer {
  userId: string;
  email: string;
  emailKey: string;
  phone: string;
  phoneKey: string;
  placedAsGuest: boolean;
  /** A user document written in the same transaction as the order (a guest's record). */
  userWrite?: { ref: DocumentReference; data: object };
}

export interface OrderRequest {
  supplyListId: string;
  studentFirstName: string;
  studentLastName: string;
  address?: DeliveryAddress;
  /** Optional items of the list the family already has (a checkout of several boxes may send them). */
  skippedProductIds?: readonly string[];
  /** The child's teacher as the family picked it (checked to be the school's, of the list's grade); none: not known yet. */
  teacher?: { id: string; name: string } | null;
}

/** The order as it will be stored under `orderId`, a box of `checkoutId`, AWAITING_PAYMENT, with the snapshot of what is bought. */
export function newOrderDoc(orderId: string, checkoutId: string, buyer: Buyer, request: OrderRequest, orderable: Orderable, now: Timestamp): OrderDoc {
  const { school, list } = orderable;
  const delivery = school.deliverToSchool ? { toSchool: true, ...emptyAddress } : { toSchool: false, ...(request.address ?? emptyAddress) };
  return {
    status: 'AWAITING_PAYMENT',
    userId: buyer.userId,
    emailKey: buyer.emailKey,
    phoneKey: buyer.phoneKey,
    supplyListId: orderable.listId,
    schoolId: list.schoolId,
    studentFirstName: request.studentFirstName,
    studentLastName: request.studentLastName,
    contact: {
      email: buyer.email,
      phone: buyer.phone,
      fullAddress: delivery.toSchool ? `${school.name}, ${school.fullAddress}` : formatFullAddress(delivery),
    },
    delivery,
    snapshot: buildSnapshot(list, school.name, orderable.products, request.skippedProductIds),
    placedAsGuest: buyer.placedAsGuest,
    checkoutSessionId: null,
    checkoutUrl: null,
    requestFingerprint: null,
    searchTerms: orderSearchTerms(orderId, { ...request, emailKey: buyer.emailKey, phoneKey: buyer.phoneKey }),
    paymentIntentId: null,
    checkoutId,
    paidAt: null,
    handedOver: null,
    announced: [],
    itemChanges: [],
    shipmentId: null,
    teacherId: request.teacher?.id ?? null,
    teacherName: request.teacher?.name ?? null,
    refunded: null,
    history: [],
    locale: currentLocale(),
    money: null,
    paidWith: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** What a Checkout Session charges and for whom: one line per box, and what the webhook finds it by. */
export interface SessionRequest {
  /** The checkout it pays: named in the session and its payment, and the first box's id, which the pages after the payment (or its Cancel) are about. */
  checkoutId: string;
  email: string;
  /** `product`: the Stripe product a box a code applies to is sold as (its name then titles the line). */
  lines: SessionLine[];
  /** The family's language: the payment page speaks it, as Stripe Checkout's `locale`. */
  locale: Locale;
  /** The Stripe promotion code the session takes off its boxes. */
  promotionCodeId?: string | null;
}

export interface SessionLine {
  name: string;
  description?: string;
  amountCents: number;
  product?: string;
}

/**
 * The payment page's lines of a checkout, as quoted: a line per box (a box its code applies to
 * sold as the code's box product, which the coupon discounts), then Shipping, each late box's
 * fee, Sales tax and the family's gift when there are some, which no coupon touches.
 */
export function checkoutSessionLines(boxes: { order: OrderDoc; name: string }[], money: CheckoutDoc['money'], gift: CheckoutDoc['gift']): SessionLine[] {
  const code = money?.promotionCode ?? null;
  const lines: SessionLine[] = boxes.map(({ order, name }) => {
    const line = boxLine(order, name);
    return code && (code.schoolId === null || code.schoolId === order.schoolId) ? { ...line, product: boxProductId(code.schoolId) } : line;
  });
  if (money?.shippingCents) lines.push({ name: API_TEXTS.orders.shippingLine, amountCents: money.shippingCents });
  for (const { order } of boxes) {
    const feeCents = order.money?.lateFeeCents ?? 0;
    const child = `${order.studentFirstName} ${order.studentLastName}`;
    if (feeCents > 0) lines.push({ name: API_TEXTS.orders.lateFeeLine, description: API_TEXTS.orders.lateFeeFor({ child }), amountCents: feeCents });
  }
  if (money?.taxCents) lines.push({ name: API_TEXTS.orders.salesTaxLine, amountCents: money.taxCents });
  if (gift) lines.push({ name: API_TEXTS.orders.giftLine({ school: gift.schoolName }), amountCents: gift.amountCents });
  return lines;
}

/** A box as a line of the payment page. Counted as the shop counts them: products, not units. */
export const boxLine = (order: OrderDoc, name: string) => ({
  name,
  description: API_TEXTS.orders.boxLine({ count: order.snapshot.items.length, child: `${order.studentFirstName} ${order.studentLastName}` }),
  amountCents: order.snapshot.totalCents,
});

/**
 * Opens the Stripe Checkout Session for orders that are not stored yet, priced from their
 * snapshots, or (Pay now) for a checkout's boxes once its session has expired. The checkout it
 * pays keys Stripe's idempotency (with the session it replaces, for Pay now), so a resent
 * request opens no second session.
 */
export async function openCheckoutSession(
  request: SessionRequest,
  appUrl: string,
  idempotencyKey = `checkout-${request.checkoutId}`,
): Promise<Stripe.Checkout.Session & { url: string }> {
  // The pages after the payment are about the checkout's first box, whose id the checkout's is.
  const { checkoutId, checkoutId: orderId } = request;
  const metadata = { checkoutId };
  const products = [...new Set(request.lines.flatMap((line) => (line.product ? [line.product] : [])))];
  await Promise.all(products.map(ensureBoxProduct));
  const session = await stripe().checkout.sessions.create(
    {
      mode: 'payment',
      line_items: request.lines.map((line) => ({
        quantity: 1,
        price_data: {
          currency: CHECKOUT_CURRENCY,
          unit_amount: line.amountCents,
          ...(line.product ? { product: line.product } : { product_data: { name: line.name, ...(line.description ? { description: line.description } : {}) } }),
        },
      })),
      ...(request.promotionCodeId ? { discounts: [{ promotion_code: request.promotionCodeId }] } : {}),
      customer_email: request.email,
      client_reference_id: checkoutId,
      metadata,
      payment_intent_data: { metadata },
      success_url: paidPageUrl(appUrl, orderId),
      cancel_url: `${appUrl}/api/orders/${orderId}/checkout-cancelled?token=${cancelToken(orderId, checkoutLinkKeys())}`,
      expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_LIFETIME_S,
      locale: request.locale,
    },
    { idempotencyKey },
  );
  if (!session.url) throw new Error('Stripe returned a session without a URL');
  return session as Stripe.Checkout.Session & { url: string };
}

/** The paid My Orders page of a checkout named by its first box: the payment page's return address, and where a voucher paying everything lands. */
export const paidPageUrl = (appUrl: string, orderId: string): string =>
  `${appUrl}/my-orders?status=paid&orderId=${orderId}&receipt=${receiptToken(orderId, checkoutLinkKeys())}`;

/** How long a duplicate request waits for the request it duplicates to store what it opened. */
const DUPLICATE_WAIT_MS = 10_000;

/** What a duplicate request waits for: the request it duplicates storing what it placed or opened. */
export async function waitFor<T>(read: () => Promise<T | null | undefined>): Promise<T> {
  const deadline = Date.now() + DUPLICATE_WAIT_MS;
  for (;;) {
    const found = await read();
    if (found) return found;
    if (Date.now() > deadline) throw new HttpError(409, API_TEXTS.orders.paymentUnavailable, { success: false });
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Stripe answers a key still in flight, or reused with other parameters, with an idempotency error. */
export function isIdempotencyConflict(err: unknown): boolean {
  const type = (err as { type?: string; rawType?: string }) ?? {};
  return type.type === 'StripeIdempotencyError' || type.rawType === 'idempotency_error';
}

/** Expires a session nobody will pay for (its order could not be stored); a failure here only leaves it to expire by itself. */
export async function expireQuietly(sessionId: string): Promise<void> {
  try {
    await stripe().checkout.sessions.expire(sessionId);
  } catch {
    // It expires on its own within CHECKOUT_LIFETIME_S, and no order waits on it.
  }
}
