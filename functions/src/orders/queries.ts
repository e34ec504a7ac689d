import { FieldPath, Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { boxStatuses, orderSearchKey, paidOrderStatuses, type OrdersFilter, type OrderStatus, type PageQuery } from '@ssb/contract';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { ordersCollection, type OrderDoc } from './repository';

/** A guest lookup is one person's orders: bounded, not paged. */
const MAX_LOOKUP_ORDERS = 200;

export interface Listed {
  id: string;
  doc: OrderDoc;
}

export interface Page {
  items: Listed[];
  nextCursor: string | null;
}

interface Position {
  createdAt: Timestamp;
  id: string;
}

// A cursor is the last order of a page: its creation time (to the nanosecond) and its id,
// which breaks ties. Orders placed after the first page was read sort before it, so a
// reader paging on never sees an order twice or misses one that was there when it began.
const encodePosition = ({ createdAt, id }: Position) => encodeCursor([createdAt.seconds, createdAt.nanoseconds], id);

function decodePosition(cursor: string): Position {
  const { keys, id } = decodeCursor(cursor, ['integer', 'integer']);
  return { createdAt: new Timestamp(keys[0] as number, keys[1] as number), id };
}

const newestFirst = (query: Query<OrderDoc>) => query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');

/** One page of a query's orders, newest first (one read more than the page, to know if another follows). */
async function pageOf(query: Query<OrderDoc>, page: PageQuery): Promise<{ items: Listed[]; more: boolean }> {
  let ordered = newestFirst(query);
  if (page.cursor) {
    const after = decodePosition(page.cursor);
    ordered = ordered.startAfter(after.createdAt, after.id);
  }
  const docs = (await ordered.limit(page.limit + 1).get()).docs.map((d) => ({ id: d.id, doc: d.data() }));
  return { items: docs.slice(0, page.limit), more: docs.length > page.limit };
}

const finish = (items: Listed[], more: boolean): Page => {
  const last = items.at(-1);
  return { items, nextCursor: more && last ? encodePosition({ createdAt: last.doc.createdAt, id: last.id }) : null };
};

/** Newest first, then by id descending: the order of `newestFirst`. */
function before(a: Listed, b: Listed): number {
  const [x, y] = [a.doc.createdAt, b.doc.createdAt];
  return y.seconds - x.seconds || y.nanoseconds - x.nanoseconds || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** Several queries' pages on one cursor, merged in the order of `newestFirst`. */
async function mergedPage(queries: Query<OrderDoc>[], page: PageQuery): Promise<Page> {
  const pages = await Promise.all(queries.map((query) => pageOf(query, page)));
  const merged = pages.flatMap((p) => p.items).sort(before);
  return finish(merged.slice(0, page.limit), pages.some((p) => p.more) || merged.length > page.limit);
}

/**
 * A person's orders: those placed with the account, and, when `guestEmailKey` is given (an
 * e-mail the account has proven), those placed as a guest with it. Both queries page on the
 * same cursor and are merged in the same order.
 */
export async function ordersOfUser(userId: string, guestEmailKey: string | null, page: PageQuery): Promise<Page> {
  const own = ordersCollection().where('userId', '==', userId);
  const asGuest = guestEmailKey ? [ordersCollection().where('emailKey', '==', guestEmailKey).where('placedAsGuest', '==', true)] : [];
  return mergedPage([own, ...asGuest], page);
}

/**
 * A school's orders in any of `statuses`, newest first: one query per status (the school and
 * status index GET /orders uses), paged on one cursor and merged.
 */
export async function schoolOrdersIn(schoolId: string, statuses: readonly OrderStatus[], page: PageQuery): Promise<Page> {
  return mergedPage(
    statuses.map((status) => ordersCollection().where('schoolId', '==', schoolId).where('status', '==', status)),
    page,
  );
}

/**
 * What waits at a school's handover, newest first: its boxes (paid, packed or not) and the orders
 * made ready for pickup there (Completed, delivered to the school, not picked up yet: no
 * `handedOver`). One query each, paged on one cursor and merged. Orders completed before the
 * pick-up was recorded have no `handedOver` field at all and are not waited for.
 */
export async function schoolHandoverOrders(schoolId: string, page: PageQuery): Promise<Page> {
  const school = () => ordersCollection().where('schoolId', '==', schoolId);
  return mergedPage(
    [
      ...boxStatuses.map((status) => school().where('status', '==', status)),
      school().where('status', '==', 'COMPLETED').where('delivery.toSchool', '==', true).where('handedOver', '==', null),
    ],
    page,
  );
}

/**
 * A page of a school's boxes still to reach their family through it, newest first, after `after`:
 * paid (packed or not, or Completed), delivered to the school, not handed over yet. Its date's news
 * goes to these (docs/decisions.md §27).
 */
export function boxesComingToSchool(schoolId: string, limit: number, after?: QueryDocumentSnapshot<OrderDoc>): Query<OrderDoc> {
  const query = ordersCollection()
    .where('schoolId', '==', schoolId)
    .where('status', 'in', [...paidOrderStatuses])
    .where('delivery.toSchool', '==', true)
    .where('handedOver', '==', null)
    .orderBy('createdAt', 'desc')
    .limit(limit);
  return after ? query.startAfter(after) : query;
}

/**
 * Every page of a paged read, one after the other: a reader that needs all of a query's
 * orders (the pick list, an export) holds one page at a time, never the whole result.
 */
export async function* everyPage(read: (page: PageQuery) => Promise<Page>, limit: number): AsyncGenerator<Listed[]> {
  let cursor: string | undefined;
  do {
    const page = await read({ limit, cursor });
    yield page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** Orders placed as a guest with this e-mail and phone (both must match), newest first. */
export async function guestOrders(emailKey: string, phoneKey: string): Promise<Listed[]> {
  const query = ordersCollection().where('emailKey', '==', emailKey).where('phoneKey', '==', phoneKey).where('placedAsGuest', '==', true);
  return (await newestFirst(query).limit(MAX_LOOKUP_ORDERS).get()).docs.map((d) => ({ id: d.id, doc: d.data() }));
}

/** GET /orders's filters and search as one query; each shape has an index in firestore.indexes.json. */
function filteredOrders(filter: OrdersFilter): Query<OrderDoc> {
  let query: Query<OrderDoc> = ordersCollection();
  if (filter.userId) query = query.where('userId', '==', filter.userId);
  if (filter.supplyListId) query = query.where('supplyListId', '==', filter.supplyListId);
  if (filter.schoolId) query = query.where('schoolId', '==', filter.schoolId);
  if (filter.status) query = query.where('status', '==', filter.status);
  // One key the order stores (contract's order-search.ts): the index finds the matches, never a scan.
  if (filter.search) query = query.where('searchTerms', 'array-contains', orderSearchKey(filter.search));
  // A range on the field the pages sort by: the same indexes serve it.
  if (filter.since) query = query.where('createdAt', '>=', Timestamp.fromDate(new Date(filter.since)));
  return query;
}

/** A page of GET /orders with its filters and search (an e-mail, a phone, a student's name or an order number, or the start of one). */
export async function queryOrders(filter: OrdersFilter, page: PageQuery): Promise<Page> {
  const { items, more } = await pageOf(filteredOrders(filter), page);
  return finish(items, more);
}

/** How many orders GET /orders's filters match: a `count()` over the index the pages use, never the orders. */
export async function countOrders(filter: OrdersFilter): Promise<number> {
  return (await newestFirst(filteredOrders(filter)).count().get()).data().count;
}
