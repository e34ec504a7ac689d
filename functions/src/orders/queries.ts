import type { Query } from 'firebase-admin/firestore';
import type { OrdersQuery } from '@ssb/contract';
import type { UserDoc } from '../users/repository';
import { ordersCollection, type OrderDoc } from './repository';

export const MAX_ORDERS = 200;

type Listed = { id: string; doc: OrderDoc };

const run = async (query: Query): Promise<Listed[]> =>
  (await query.orderBy('createdAt', 'desc').limit(MAX_ORDERS).get()).docs.map((d) => ({ id: d.id, doc: d.data() as OrderDoc }));

/**
 * A person's orders: those placed with the account, and, once the account's e-mail is
 * verified, those placed as a guest with that e-mail before signing up.
 */
export async function ordersOfUser(userId: string, user: Pick<UserDoc, 'emailKey' | 'emailVerified'>): Promise<Listed[]> {
  const own = run(ordersCollection().where('userId', '==', userId));
  const asGuest = user.emailVerified
    ? run(ordersCollection().where('emailKey', '==', user.emailKey).where('placedAsGuest', '==', true))
    : Promise.resolve([]);
  const byId = new Map([...(await own), ...(await asGuest)].map((o) => [o.id, o]));
  return [...byId.values()].sort((a, b) => b.doc.createdAt.toMillis() - a.doc.createdAt.toMillis()).slice(0, MAX_ORDERS);
}

/** Orders placed as a guest with this e-mail and phone (both must match), newest first. */
export function guestOrders(emailKey: string, phoneKey: string): Promise<Listed[]> {
  return run(ordersCollection().where('emailKey', '==', emailKey).where('phoneKey', '==', phoneKey).where('placedAsGuest', '==', true));
}

/** GET /orders with its filters; each shape has an index in firestore.indexes.json. */
export function queryOrders(filter: OrdersQuery): Promise<Listed[]> {
  let query: Query = ordersCollection();
  if (filter.userId) query = query.where('userId', '==', filter.userId);
  if (filter.supplyListId) query = query.where('supplyListId', '==', filter.supplyListId);
  if (filter.schoolId) query = query.where('schoolId', '==', filter.schoolId);
  if (filter.status) query = query.where('status', '==', filter.status);
  return run(query);
}
