import type { OrderDoc, OrderSnapshot } from '@ssb/documents';
import { collection } from '../lib/collections';

export type { OrderDoc, OrderSnapshot };

export const ordersCollection = collection.orders;

export async function findOrder(id: string): Promise<OrderDoc | null> {
  return (await ordersCollection().doc(id).get()).data() ?? null;
}
