import type { Timestamp } from 'firebase-admin/firestore';
import type { OrderStatus } from '@ssb/contract';
import { db } from '../lib/firebase';

/** What the customer bought, copied at checkout so later list edits never change a past order. */
export interface OrderSnapshot {
  listName: string;
  schoolName: string;
  note: string;
  items: { productId: string; name: string; description: string; priceCents: number; quantity: number }[];
  totalCents: number;
}

export interface OrderDoc {
  status: OrderStatus;
  userId: string;
  /** Lower-cased contact e-mail: guest lookup and account linking search on it. */
  emailKey: string;
  /** The contact phone's digits: guest lookup matches e-mail and phone. */
  phoneKey: string;
  supplyListId: string;
  schoolId: string;
  studentFirstName: string;
  studentLastName: string;
  contact: { email: string; phone: string; fullAddress: string };
  delivery: { toSchool: boolean; line1: string; line2: string; city: string; state: string; zipCode: string };
  snapshot: OrderSnapshot;
  placedAsGuest: boolean;
  checkoutSessionId: string | null;
  /** The payment page, kept so a repeated request (same Idempotency-Key) is sent back to it. */
  checkoutUrl: string | null;
  /** What the request that placed this order asked for; a reused Idempotency-Key must ask the same. */
  requestFingerprint: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export const ordersCollection = () => db().collection('orders');

export async function findOrder(id: string): Promise<OrderDoc | null> {
  const snap = await ordersCollection().doc(id).get();
  return snap.exists ? (snap.data() as OrderDoc) : null;
}
