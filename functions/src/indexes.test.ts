import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { boxStatuses, liveOrderFilters, orderStatuses, type LiveOrdersScope } from '@ssb/contract';

// Neither stand-in enforces composite indexes, so this test runs every query shape the API
// builds against a recording fake and checks firestore.indexes.json declares what it needs.

interface Recorded {
  collection: string;
  equalities: string[];
  /** Fields filtered with array-contains: an index names them with arrayConfig CONTAINS. */
  contains: string[];
  ranges: string[];
  orders: { field: string; direction: string }[];
}

const recorded: Recorded[] = [];

function fakeQuery(state: Recorded) {
  const query = {
    where(field: string, op: string) {
      // An `in` is a disjunction of equalities, which Firestore serves as it serves one.
      (op === '==' || op === 'in' ? state.equalities : op === 'array-contains' ? state.contains : state.ranges).push(field);
      return query;
    },
    orderBy(field: string | { toString(): string }, direction = 'asc') {
      state.orders.push({ field: String(field), direction });
      return query;
    },
    limit() {
      return query;
    },
    startAfter() {
      return query;
    },
    withConverter() {
      return query;
    },
    count() {
      return {
        async get() {
          recorded.push(state);
          return { data: () => ({ count: 0 }) };
        },
      };
    },
    aggregate() {
      return {
        async get() {
          recorded.push(state);
          return { data: () => ({}) };
        },
      };
    },
    async get() {
      recorded.push(state);
      return { docs: [] };
    },
  };
  return query;
}

vi.mock('./lib/firebase', () => ({
  db: () => ({
    collection: (name: string) => fakeQuery({ collection: name, equalities: [], contains: [], ranges: [], orders: [] }),
  }),
}));

const { queryLists } = await import('./supply-lists/repository');
const { queryProducts } = await import('./products/repository');
const { boxesComingToSchool, countOrders, guestOrders, ordersOfUser, queryOrders, schoolHandoverOrders, schoolOrdersIn } = await import('./orders/queries');
const { bulkSourceStatuses } = await import('@ssb/contract');
const { orderStats } = await import('./orders/order-stats');
const { draftsUsing } = await import('./supply-lists/reprice-drafts');
const { remindersConfirmedAt, schoolsClosingSoon } = await import('./reminders/send-reminders');
const { paidBetween, schoolsWithDigestWindow } = await import('./staff-digest/send-digests');
const { pagesOf } = await import('./mail-jobs/pages');
const { handedOverSince } = await import('./fulfilment/handed-over');
const { mailsAboutOrder } = await import('./mail/repository');
const { paidDaysBetween, paidSince, refundedSince } = await import('./orders/get-season-stats');
const { listSchools } = await import('./schools/list-schools');
const { codesOfBatch, newestCodes } = await import('./promotion-codes/repository');
const { ledgerEntriesOf, ledgerMonthsOf } = await import('./fundraising/get-ledger');
const { ledgerWeeksOf, payoutsBetween } = await import('./fundraising/get-fundraising');
const { suppliersByName } = await import('./suppliers/repository');
const { newestPurchaseOrders } = await import('./purchase-orders/repository');
const { marginDaysBetween } = await import('./reports/repository');
const { listsHolding, paidBoxesOfList, unansweredBefore } = await import('./backorders/repository');
const { schoolRequestsPage } = await import('./teacher-lists/repository');
const { catalogue } = await import('./teacher-lists/make-draft');
const { shipmentsOfDay, shipmentsOnTheWay, unshippedBoxesQuery } = await import('./shipments/repository');
const { packedOrdersById } = await import('./shipments/migrate-shipment-ids');
const { schoolsWithBoxesQuery } = await import('./shipments/ready-to-ship');

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
const indexesFile = JSON.parse(readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8')) as {
  indexes: { collectionGroup: string; fields: IndexField[] }[];
  fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean; indexes: unknown[] }[];
};
const declared = indexesFile.indexes;

/** The composite index a query needs, or null when Firestore's single-field indexes serve it. */
function requiredIndex(q: Recorded): { equalities: Set<string>; contains: Set<string>; tail: IndexField[] } | null {
  const tail: IndexField[] = [];
  // A final order by document id in the direction of the order before it (ascending when it
  // is the only one) is what every index ends with implicitly; it needs nothing declared.
  const orders = q.orders.filter((o, i) => !(o.field === '__name__' && i === q.orders.length - 1 && (q.orders[i - 1]?.direction ?? 'asc') === o.direction));
  // Explicit orderings first; inequality fields not ordered explicitly follow, ascending.
  for (const field of [...orders.map((o) => o.field), ...q.ranges]) {
    if (tail.some((t) => t.fieldPath === field)) continue;
    const direction = orders.find((o) => o.field === field)?.direction ?? 'asc';
    tail.push({ fieldPath: field, order: direction === 'desc' ? 'DESCENDING' : 'ASCENDING' });
  }
  const equalities = new Set(q.equalities);
  const contains = new Set(q.contains);
  if (tail.length + equalities.size + contains.size <= 1) return null;
  // Equality-only queries are served by merging single-field indexes; array-contains with an equality is not.
  if (tail.length === 0 && contains.size === 0) return null;
  return { equalities, contains, tail };
}

function isDeclared(q: Recorded): boolean {
  const need = requiredIndex(q);
  if (!need) return true;
  return declared.some((index) => {
    if (index.collectionGroup !== q.collection) return false;
    const headSize = need.equalities.size + need.contains.size;
    const head = index.fields.slice(0, headSize);
    const rest = index.fields.slice(headSize);
    return (
      head.every((f) => (f.arrayConfig === 'CONTAINS' ? need.contains.has(f.fieldPath) : need.equalities.has(f.fieldPath))) &&
      rest.length === need.tail.length &&
      rest.every((f, i) => f.fieldPath === need.tail[i]!.fieldPath && f.order === need.tail[i]!.order)
    );
  });
}

async function everyQueryShape() {
  // The catalog's pages sort by name (products by price in a price range), then by id.
  const byName = { limit: 50, cursor: Buffer.from(JSON.stringify(['grade 1', 'l'])).toString('base64url') };
  for (const schoolId of [undefined, 's']) {
    for (const published of [undefined, true]) {
      for (const name of [undefined, 'grade']) await queryLists({ schoolId, published, name }, byName);
    }
    // The administrator's lists waiting for review, of every school or one.
    await queryLists({ schoolId, awaitingReview: true }, byName);
  }
  for (const name of [undefined, 'pen']) {
    for (const priceMin of [undefined, 1]) await queryProducts({ name, priceMin, priceMax: undefined }, { limit: 50 });
  }
  // The shop's schools (those with a list to buy, a family's own first) and an administrator's pages, searched or not.
  const family = { uid: 'u', email: null, emailVerified: true, user: null, role: null };
  for (const caller of [undefined, family, { ...family, role: 'admin' as const }]) {
    for (const q of [undefined, 'linc']) await listSchools(caller, { q, ...byName });
  }
  const page = { limit: 50, cursor: Buffer.from(JSON.stringify([1, 0, 'o'])).toString('base64url') };
  await guestOrders('a@b.c', '1');
  await ordersOfUser('u', 'a@b.c', page);
  for (const status of [undefined, orderStatuses[0]]) {
    // Each page, and the count of its filters the first page answers; placed since an instant or not.
    for (const since of [undefined, '2026-08-01T05:00:00.000Z']) {
      for (const filter of [{}, { userId: 'u' }, { schoolId: 's' }, { supplyListId: 'l' }]) {
        await queryOrders({ ...filter, status, since }, page);
        await countOrders({ ...filter, status, since });
      }
      // A search (one key of the order's searchTerms: an e-mail, a phone, a name, an order number)
      // goes with a school and a status only (list-orders.ts).
      for (const search of ['sam@example.com', '#9rT4vW1z', 'noah', '(217) 555-0188']) {
        for (const filter of [{}, { schoolId: 's' }]) {
          await queryOrders({ ...filter, status, search, since }, page);
          await countOrders({ ...filter, status, search, since });
        }
      }
    }
  }
  // Fulfilment pages through a school's boxes (pick list, packing slips, handover) and the
  // orders a bulk move takes: one query per status, merged (queries.ts schoolOrdersIn).
  for (const statuses of [boxStatuses, bulkSourceStatuses('PREPARING'), bulkSourceStatuses('COMPLETED')]) {
    await schoolOrdersIn('s', statuses, { limit: 50 });
    await schoolOrdersIn('s', statuses, page);
  }
  // What waits at the handover: the boxes and the orders ready for pickup (Completed, to the school, not picked up).
  await schoolHandoverOrders('s', { limit: 50 });
  await schoolHandoverOrders('s', page);
  // A school's date's news: its paid boxes to the school not handed over yet, a page at a time.
  await boxesComingToSchool('s', 100).get();
  // The handover's boxes handed out today, latest first.
  await handedOverSince('s', new Date()).limit(200).get();
  // An order page's e-mails, oldest first.
  await mailsAboutOrder('o', 50).get();
  // The Overview's season: the money's aggregations over paid orders and refunds, and the days' paid boxes.
  await paidSince(new Date()).get();
  await refundedSince(new Date()).get();
  await paidDaysBetween('2026-06-30', '2026-12-03').get();
  // The margins report: the range's days' counters.
  await marginDaysBetween('2026-01-01', '2026-12-31').get();
  // The statistics' count() aggregations need the same indexes a query of their shape needs.
  for (const scope of [{}, { schoolId: 's' }, { supplyListId: 'l' }]) await orderStats(scope, 'America/New_York');
  await draftsUsing('p').get();
  await draftsUsing('p', 'after').get();
  // The scheduled mail jobs: the schools due, pages of a school's confirmed requests (in
  // document id order), and a day's paid orders counted, summed and listed.
  const now = new Date();
  await schoolsClosingSoon(now).get();
  await schoolsWithDigestWindow(now).get();
  for await (const page of pagesOf(remindersConfirmedAt('s'))) expect(page).toEqual([]);
  const paid = paidBetween('s', now, now);
  await paid.aggregate({}).get();
  await paid.orderBy('paidAt').limit(50).get();
  // The administrator's codes, newest first, and a batch's vouchers for its CSV.
  await newestCodes({ limit: 50 });
  await newestCodes(page);
  await codesOfBatch('b');
  // A school's ledger, newest first, and its months' counters, of a period or of all time.
  for (const period of [{}, { from: '2026-08-01' }, { to: '2026-08-31' }, { from: '2026-08-01', to: '2026-08-31' }]) {
    await ledgerEntriesOf('s', period).limit(51).get();
    await ledgerMonthsOf('s', period).get();
  }
  // The Fundraising tab: a season's or a month's weeks' counters, and a month's payouts.
  await ledgerWeeksOf('s', '2026-07').get();
  await ledgerWeeksOf('s', '2026-08', '2026-08').get();
  await payoutsBetween('s', '2026-08-01', '2026-08-31').limit(100).get();
  // A school's list requests by grade; the catalogue the teachers' lines are matched against, by name.
  await schoolRequestsPage('s', { limit: 50, cursor: Buffer.from(JSON.stringify(['3rd grade', 'r'])).toString('base64url') });
  await catalogue();
  // The product dialog's supplier picker: every supplier by name (one field, no composite index).
  await suppliersByName();
  // The Purchasing tab's purchase orders, newest first, of one status or all, on a later page too.
  for (const status of [undefined, 'ORDERED' as const]) {
    await newestPurchaseOrders({ status, limit: 50 });
    await newestPurchaseOrders({ status, limit: 50, cursor: Buffer.from(JSON.stringify([3, 'PO-0003'])).toString('base64url') });
  }
  // A backorder's boxes: the lists holding the item, each list's paid boxes a page at a time; and the notices nobody answered in time.
  await listsHolding('p');
  await paidBoxesOfList('l');
  await unansweredBefore('2026-08-01');
  // A school's boxes a shipment takes (equalities only), and a day's shipments by school, on a later page too.
  await unshippedBoxesQuery('s').limit(241).get();
  await shipmentsOfDay({ shipDate: '2026-08-20', limit: 50 });
  await shipmentsOfDay({ shipDate: '2026-08-20', limit: 50, cursor: Buffer.from(JSON.stringify(['Lincoln', 'sh1'])).toString('base64url') });
  // A school's shipments on their way, newest first (its dashboard's receipt at the door).
  await shipmentsOnTheWay('s');
  // The migration that gives packed orders stored before shipments their null, a status by id.
  await packedOrdersById('PREPARING').limit(200).get();
  // The schools with boxes ready to ship: their counters above zero.
  await schoolsWithBoxesQuery().get();
}

/** The browser's live order views (web/src/lib/live-orders) query Firestore directly: their shapes need indexes too. */
function liveViewShapes(): Recorded[] {
  const scopes: LiveOrdersScope[] = [
    { kind: 'user', userId: 'u', max: 50 },
    { kind: 'guest-email', emailKey: 'a@b.c', max: 50 },
    { kind: 'school', schoolId: 's', max: 50 },
    { kind: 'school', schoolId: 's', status: 'PREPARING', max: 50 },
    { kind: 'all', max: 50 },
    { kind: 'all', status: 'PREPARING', max: 50 },
    { kind: 'all', schoolId: 's', status: 'PREPARING', max: 50 },
  ];
  return scopes.map((scope) => ({
    collection: 'orders',
    equalities: liveOrderFilters(scope).map(([field]) => field),
    contains: [],
    ranges: [],
    orders: [{ field: 'createdAt', direction: 'desc' }],
  }));
}

describe('firestore.indexes.json', () => {
  it('declares an index for every query the browser’s live order views run', () => {
    const missing = liveViewShapes()
      .filter((q) => !isDeclared(q))
      .map((q) => JSON.stringify(q));
    expect(missing).toEqual([]);
  });

  it('declares the TTL policy that deletes e-mail documents at their expireAt, a field no query reads, so not indexed', () => {
    expect(indexesFile.fieldOverrides).toContainEqual({ collectionGroup: 'mail', fieldPath: 'expireAt', ttl: true, indexes: [] });
    expect(indexesFile.fieldOverrides).toContainEqual({ collectionGroup: 'rateLimits', fieldPath: 'expiresAt', ttl: true, indexes: [] });
  });

  it('declares an index for every composite query the API runs', async () => {
    await everyQueryShape();
    expect(recorded.length).toBeGreaterThan(20);
    const missing = recorded.filter((q) => !isDeclared(q)).map((q) => JSON.stringify(q));
    expect(missing).toEqual([]);
  });
});
