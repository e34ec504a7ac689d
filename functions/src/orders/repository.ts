import type { OrderDoc, OrderSnapshot } from '@ssb/documents';
import { collection } from '../lib/collections';

export type { OrderDoc, OrderSnapshot };

export const ordersCollection = collection.orders;

export async function findOrder(id: string): Promise<OrderDoc | null> {
  return (await ordersCollection().doc(id).get()).data() ?? null;
}

/** One refund record per order, under the order's id. */
export const refundsCollection = collection.refunds;

/** Checkouts of 1 to 10 boxes (docs/decisions.md §23), under the id their boxes keep as `checkoutId`. */
export const checkoutsCollection = collection.checkouts;

/** The boxes first paid each UTC day, by hour (paid-days.ts): the Overview's chart. */
export const paidDaysCollection = collection.paidDays;
