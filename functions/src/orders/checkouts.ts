import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { checkoutOfOrder, type CheckoutDoc } from '@ssb/documents';
import { ordersCollection, checkoutsCollection } from './repository';

export type { CheckoutDoc };

/** What reads documents: a transaction, or the database outside one. */
export interface DocumentReader {
  get<T>(ref: DocumentReference<T>): Promise<DocumentSnapshot<T>>;
}

export const outsideTransaction: DocumentReader = { get: (ref) => ref.get() };

/** A checkout as read, with its id. */
export interface FoundCheckout {
  checkoutId: string;
  ref: DocumentReference<CheckoutDoc>;
  checkout: CheckoutDoc;
}

/**
 * The checkout `id` names, or the checkout of the order of that id: Stripe sessions opened before
 * every order had a checkout, and the payment page's links, name an order. Until `npm run
 * migrate:checkouts` has run, an order stored before has no checkout document and reads as a box
 * of its own checkout (`orderDefaultsFromId`): the checkout is the one the migration writes.
 */
export async function findCheckout(reader: DocumentReader, id: string): Promise<FoundCheckout | null> {
  const ref = checkoutsCollection().doc(id);
  const stored = (await reader.get(ref)).data();
  if (stored) return { checkoutId: id, ref, checkout: stored };
  const order = (await reader.get(ordersCollection().doc(id))).data();
  if (!order) return null;
  if (order.checkoutId === id) {
    // The first box of a checkout is written with it: read outside a transaction, the checkout
    // may have been committed between the two reads. Only an order stored before checkouts has none.
    const placed = (await reader.get(ref)).data();
    return { checkoutId: id, ref, checkout: placed ?? checkoutOfOrder(id, order) };
  }
  const ofOrder = checkoutsCollection().doc(order.checkoutId);
  const checkout = (await reader.get(ofOrder)).data();
  return checkout ? { checkoutId: order.checkoutId, ref: ofOrder, checkout } : null;
}

/** The boxes of a checkout as `reader` reads them, each with its reference (a box gone by now is left out). */
export async function boxesOf(reader: DocumentReader, checkout: CheckoutDoc) {
  const snaps = await Promise.all(checkout.orderIds.map((orderId) => reader.get(ordersCollection().doc(orderId))));
  return snaps.flatMap((snap) => {
    const order = snap.data();
    return order ? [{ orderId: snap.id, ref: snap.ref, order }] : [];
  });
}

/** The line of the payment page for one box of a household's checkout: its list and its child. */
export const boxLineName = (listName: string, firstName: string, lastName: string) => `${listName} — ${firstName} ${lastName}`;
