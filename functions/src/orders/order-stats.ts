import { Timestamp, type Query } from 'firebase-admin/firestore';
import { orderStatuses, type OrderStats, type OrderStatus } from '@ssb/contract';
import type { StatsScope } from '../http/authorize';
import { ordersCollection, type OrderDoc } from './repository';
import { startOfDay } from './today';

/** A fresh query of the scope's orders (each count builds its own). */
function scoped({ schoolId, supplyListId }: StatsScope): Query<OrderDoc> {
  let query: Query<OrderDoc> = ordersCollection();
  if (supplyListId) query = query.where('supplyListId', '==', supplyListId);
  else if (schoolId) query = query.where('schoolId', '==', schoolId);
  return query;
}

const countOf = async (query: Query<OrderDoc>) => (await query.count().get()).data().count;

/**
 * docs/product.md §3 order statistics of a scope (all orders, a school's or a list's), from Firestore
 * `count()` aggregations only: one per status and one for today (billed one read per 1,000
 * index entries each), never reading an order. The total is the sum of the statuses, every
 * order having exactly one. "Today" starts at midnight in `timeZone`. The today count orders
 * by `createdAt` descending so it uses the (scope, createdAt desc) indexes the order pages use.
 */
export async function orderStats(scope: StatsScope, timeZone: string | undefined, now = new Date()): Promise<OrderStats> {
  const since = Timestamp.fromDate(startOfDay(now, timeZone));
  const [today, ...counts] = await Promise.all([
    countOf(scoped(scope).where('createdAt', '>=', since).orderBy('createdAt', 'desc')),
    ...orderStatuses.map((status) => countOf(scoped(scope).where('status', '==', status))),
  ]);
  const byStatus = Object.fromEntries(orderStatuses.map((status, i) => [status, counts[i]!])) as Record<OrderStatus, number>;
  return { total: counts.reduce((sum, n) => sum + n!, 0), byStatus, recent: { today: today! } };
}
