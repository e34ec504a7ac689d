import { use } from 'react';
import { orderFromStored, StoredOrderView, type LiveOrdersScope, type Order } from '@ssb/contract';
export type { LiveOrdersScope };

let live: Promise<typeof import('./live-firestore')> | undefined;
/** The Firestore SDK arrives with the first live view, in a chunk of its own. */
const loadLive = () => (live ??= import('./live-firestore'));

export interface LiveOrders {
  status: 'loading' | 'success' | 'error';
  /** Newest first. */
  orders: Order[];
  error?: Error;
  /** The view holds `max` orders: there may be more. */
  full: boolean;
}

/**
 * Orders as Firestore has them now, updated as they change (reactfire's listener over the
 * query of `scope`). Suspends while the SDK loads: render it inside <Suspense>. A document
 * that is not an order in the shape the API writes is an error, not a silent gap.
 */
export function useLiveOrders(scope: LiveOrdersScope): LiveOrders {
  const module = use(loadLive());
  const db = use(module.liveDb());
  const { status, data, error } = module.useFirestoreCollectionData(module.ordersQuery(db, scope), { idField: '__id' });
  if (status !== 'success') return { status, orders: [], error, full: false };
  try {
    const orders = data.map(({ __id, createdAt, ...stored }) => orderFromStored(String(__id), StoredOrderView.parse(stored), timestampDate(createdAt)));
    return { status, orders, full: orders.length >= scope.max };
  } catch (parseError) {
    return { status: 'error', orders: [], error: parseError as Error, full: false };
  }
}

/** A Firestore timestamp's date; anything else is not an order the API wrote. */
function timestampDate(value: unknown): Date {
  if (typeof (value as { toDate?: unknown } | null)?.toDate !== 'function') throw new Error('An order without a creation time');
  return (value as { toDate(): Date }).toDate();
}

const descending = (x: string, y: string) => (x < y ? 1 : x > y ? -1 : 0);
/**
 * Newest first, as the views' queries order them (`createdAt`, then the document id, descending).
 * `createdAt` is an ISO time, ordered as written: comparing by code unit, not localeCompare, keeps
 * the first sort from waking the collator (tens of milliseconds of a phone's main thread).
 */
const newestFirst = (a: Order, b: Order) => descending(a.createdAt, b.createdAt) || descending(a.id, b.id);

/**
 * Several live views of one person's orders (its own, its proven e-mail's), merged newest
 * first. A full view may miss orders older than its last one, so the merged list ends where
 * the first full view ends: no gap in it, and what follows comes with a larger `max`.
 */
export function mergeLiveOrders(...views: LiveOrders[]): LiveOrders {
  const failed = views.find((view) => view.status === 'error');
  if (failed) return failed;
  if (views.some((view) => view.status === 'loading')) return { status: 'loading', orders: [], full: false };
  const byId = new Map(views.flatMap((view) => view.orders).map((order) => [order.id, order]));
  const [end] = views.flatMap((view) => (view.full ? view.orders.slice(-1) : [])).sort(newestFirst);
  const orders = [...byId.values()].sort(newestFirst).filter((order) => !end || newestFirst(order, end) <= 0);
  return { status: 'success', orders, full: views.some((view) => view.full) };
}
