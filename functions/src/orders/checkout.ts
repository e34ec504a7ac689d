import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { checkoutMessages, formatFullAddress, type DeliveryAddress } from '@ssb/contract';
import { stripeWebhookSecret } from '../config';
import { HttpError, notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { stripe } from '../lib/stripe';
import * as logs from '../logs';
import type { ProductDoc } from '../products/repository';
import { findSchool, type SchoolDoc } from '../schools/repository';
import { findSupplyList, productsOfLists, supplyListsCollection, type SupplyListDoc } from '../supply-lists/repository';
import { cancelToken } from './cancel-token';
import { ordersCollection, type OrderDoc } from './repository';
import { buildSnapshot } from './snapshot';

/** Stripe's smallest charge in USD. */
const MIN_CHARGE_CENTS = 50;
/** Stripe's shortest Checkout Session lifetime is 30 minutes from when it creates the session; a minute spare covers the round trip. */
const CHECKOUT_LIFETIME_S = 31 * 60;

export interface Orderable {
  listId: string;
  list: SupplyListDoc;
  school: SchoolDoc;
  products: Map<string, ProductDoc>;
}

/** A published list that can be bought, with what its snapshot needs. */
export async function loadOrderable(listId: string): Promise<Orderable> {
  const list = await findSupplyList(listId);
  if (!list || !list.published) throw notFound(checkoutMessages.listUnavailable);
  const [school, products] = await Promise.all([findSchool(list.schoolId), productsOfLists([list])]);
  if (!school) throw notFound(checkoutMessages.listUnavailable);
  return { listId, list, school, products };
}

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

export interface Student {
  studentFirstName: string;
  studentLastName: string;
}

/**
 * Creates the order AWAITING_PAYMENT with its snapshot, and counts it on its list, in one
 * transaction that re-checks the list is still published.
 */
export async function createOrder(buyer: Buyer, student: Student, orderable: Orderable, address: DeliveryAddress | undefined): Promise<{ id: string; doc: OrderDoc }> {
  const { school, list } = orderable;
  const snapshot = buildSnapshot(list, school.name, orderable.products);
  if (snapshot.totalCents < MIN_CHARGE_CENTS) throw new HttpError(409, checkoutMessages.listUnavailable);
  const home = address ?? { line1: '', line2: '', city: '', state: '', zipCode: '' };
  const delivery = school.deliverToSchool ? { toSchool: true, line1: '', line2: '', city: '', state: '', zipCode: '' } : { toSchool: false, ...home };
  const now = Timestamp.now();
  const orderRef = ordersCollection().doc();
  const doc: OrderDoc = {
    status: 'AWAITING_PAYMENT',
    userId: buyer.userId,
    emailKey: buyer.emailKey,
    phoneKey: buyer.phoneKey,
    supplyListId: orderable.listId,
    schoolId: list.schoolId,
    studentFirstName: student.studentFirstName,
    studentLastName: student.studentLastName,
    contact: {
      email: buyer.email,
      phone: buyer.phone,
      fullAddress: delivery.toSchool ? `${school.name}, ${school.fullAddress}` : formatFullAddress(delivery),
    },
    delivery,
    snapshot,
    placedAsGuest: buyer.placedAsGuest,
    checkoutSessionId: null,
    createdAt: now,
    updatedAt: now,
  };
  const listRef = supplyListsCollection().doc(orderable.listId);
  await db().runTransaction(async (tx) => {
    const current = await tx.get(listRef);
    if (!current.exists || !(current.data() as SupplyListDoc).published) throw notFound(checkoutMessages.listUnavailable);
    if (buyer.userWrite) tx.set(buyer.userWrite.ref, buyer.userWrite.data, { merge: true });
    tx.create(orderRef, doc);
    tx.update(listRef, { orderCount: FieldValue.increment(1) });
  });
  return { id: orderRef.id, doc };
}

/** Opens the Stripe Checkout Session for an order, priced from its snapshot, and returns its URL. */
export async function openCheckout(orderId: string, order: OrderDoc, appUrl: string): Promise<string> {
  const { snapshot } = order;
  // Counted as the shop counts them: products, not units.
  const itemCount = snapshot.items.length;
  try {
    const session = await stripe().checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: snapshot.totalCents,
              product_data: {
                name: `${snapshot.listName}, ${snapshot.schoolName}`,
                description: `${itemCount} items, packed for ${order.studentFirstName} ${order.studentLastName}`,
              },
            },
          },
        ],
        customer_email: order.contact.email,
        client_reference_id: orderId,
        metadata: { orderId },
        payment_intent_data: { metadata: { orderId } },
        success_url: `${appUrl}/my-orders?status=paid&orderId=${orderId}`,
        cancel_url: `${appUrl}/api/orders/${orderId}/checkout-cancelled?token=${cancelToken(orderId, stripeWebhookSecret.value())}`,
        expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_LIFETIME_S,
      },
      { idempotencyKey: `checkout-${orderId}` },
    );
    if (!session.url) throw new Error('Stripe returned a session without a URL');
    await ordersCollection().doc(orderId).update({ checkoutSessionId: session.id, updatedAt: Timestamp.now() });
    return session.url;
  } catch (err) {
    logs.checkoutFailed(orderId, err);
    // No payment page means no payment: end the order so it does not wait forever.
    await ordersCollection().doc(orderId).update({ status: 'PAYMENT_FAILED', updatedAt: Timestamp.now() });
    throw new HttpError(502, 'The payment service is not answering. Please try again in a moment.');
  }
}
