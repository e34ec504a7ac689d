import type { Transaction } from 'firebase-admin/firestore';
import type { CheckoutDoc } from '@ssb/documents';
import { collection } from '../lib/collections';
import { ordersCollection } from './repository';

export type { CheckoutDoc };

/** Checkouts of several boxes (DESIGN §7 Households), under the id their boxes keep as `checkoutId`. */
export const checkoutsCollection = collection.checkouts;

/** The boxes of a checkout as read in `tx`, each with its reference (a box gone by now is left out). */
export async function boxesOf(tx: Transaction, checkout: CheckoutDoc) {
  const snaps = await Promise.all(checkout.orderIds.map((orderId) => tx.get(ordersCollection().doc(orderId))));
  return snaps.flatMap((snap) => {
    const order = snap.data();
    return order ? [{ orderId: snap.id, ref: snap.ref, order }] : [];
  });
}

/** The line of the payment page for one box: its list and its child. */
export const boxLineName = (listName: string, firstName: string, lastName: string) => `${listName} — ${firstName} ${lastName}`;
