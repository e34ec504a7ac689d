import { expect, test } from '@playwright/test';
import { orderStatuses, staffMessages, type OrderStatsResponse, type OrdersPage, type OrderStatus, type SchoolStatsResponse } from '@ssb/contract';
import { closeAdminAuth, signIn } from '../support/auth';
import { callFrom, randomLoopback } from '../support/from-address';
import { newGuest } from '../support/orders';
import { personasFor, type Personas } from '../support/roles';
import { call, createPrivateProducts, createPrivateSchool, stored, writeList, writeOrders } from '../support/school-data';
import { closeTestDb } from '../support/stack';

// A school's orders and statistics (docs/product.md §2 Student Orders, §3 Order statistics, §7):
// GET /orders/school/{id}, GET /orders/supply-list/{id}, GET /schools/{id}/stats and
// GET /orders/stats/overview, over HTTP against the local stack.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

const HOUR = 3_600_000;
// Seven orders of list A (one of each status, AWAITING_PAYMENT twice), three of list B, all older than today in UTC
// except the two newest of A.
const statusesA: OrderStatus[] = ['AWAITING_PAYMENT', 'AWAITING_PAYMENT', 'PAYMENT_SUCCESS', 'PAYMENT_FAILED', 'PREPARING', 'COMPLETED', 'CANCELLED'];
const statusesB: OrderStatus[] = ['PREPARING', 'PREPARING', 'COMPLETED'];

let schoolId: string;
let otherSchoolId: string;
let listA: string;
let listB: string;
let otherList: string;
let ordersA: string[];
let ordersB: string[];
let personas: Personas;

/** The start of today in UTC, and two orders after it; the rest two days before. */
const startOfTodayUtc = () => new Date(new Date().toISOString().slice(0, 10)).getTime();

test.beforeAll(async () => {
  [schoolId, otherSchoolId] = await Promise.all([createPrivateSchool(), createPrivateSchool()]);
  const [product] = await createPrivateProducts([1234]);
  const items = [{ productId: product!, quantity: 1 }];
  [listA, listB, otherList] = await Promise.all([
    writeList(schoolId, { published: true, items, totalPriceCents: 1234 }),
    writeList(schoolId, { published: true, items, totalPriceCents: 1234 }),
    writeList(otherSchoolId, { published: true, items, totalPriceCents: 1234 }),
  ]);
  const now = Date.now();
  const today = startOfTodayUtc();
  // The two newest of A fall today (UTC) whatever the hour; everything else two days ago.
  const newestToday = Math.max(today + 2_000, now - 60_000);
  ordersA = [
    ...(await writeOrders(schoolId, listA, statusesA.slice(0, 2), newestToday)),
    ...(await writeOrders(schoolId, listA, statusesA.slice(2), today - 48 * HOUR)),
  ];
  ordersB = await writeOrders(schoolId, listB, statusesB, today - 50 * HOUR);
  await writeOrders(otherSchoolId, otherList, ['PREPARING', 'AWAITING_PAYMENT']);
  personas = await personasFor(schoolId, otherSchoolId);
});

const byStatus = (statuses: OrderStatus[]) => Object.fromEntries(orderStatuses.map((s) => [s, statuses.filter((x) => x === s).length]));

async function readAllPages(path: string, token: string, limit: number) {
  const seen: OrdersPage['orders'] = [];
  let cursor: string | null = null;
  do {
    const answer: { status: number; body: OrdersPage } = await call<OrdersPage>('GET', `${path}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, token);
    expect(answer.status).toBe(200);
    expect(answer.body.orders.length).toBeLessThanOrEqual(limit);
    seen.push(...answer.body.orders);
    cursor = answer.body.nextCursor;
  } while (cursor);
  return seen;
}

test.describe('GET /orders/school/{id} and /orders/supply-list/{id}', () => {
  test('a representative pages through its school’s orders, newest first, each once, nothing of another school', async () => {
    const orders = await readAllPages(`/orders/school/${schoolId}`, personas.rep, 3);
    expect(orders.map((o) => o.id).sort()).toEqual([...ordersA, ...ordersB].sort());
    expect(orders.every((o) => o.schoolId === schoolId)).toBe(true);
    const times = orders.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The table's columns: order id, student, contact, list with price, status, date.
    expect(orders[0]).toMatchObject({
      studentFirstName: expect.any(String),
      user: { email: expect.any(String), phone: expect.any(String) },
      supplyList: { name: expect.any(String), totalPrice: expect.any(Number) },
    });
  });

  test('a list’s orders, and one status of them', async () => {
    const list = await readAllPages(`/orders/supply-list/${listB}`, personas.rep, 50);
    expect(list.map((o) => o.id).sort()).toEqual([...ordersB].sort());
    const preparing = await call<OrdersPage>('GET', `/orders/school/${schoolId}?status=PREPARING`, personas.rep);
    expect(preparing.body.orders).toHaveLength(3);
    expect(preparing.body.orders.every((o) => o.status === 'PREPARING')).toBe(true);
  });

  test('an administrator reads any school’s and any list’s orders', async () => {
    expect(await readAllPages(`/orders/school/${otherSchoolId}`, personas.admin, 50)).toHaveLength(2);
    expect(await readAllPages(`/orders/supply-list/${listA}`, personas.admin, 50)).toHaveLength(7);
  });

  test('everyone else is refused, and a refusal carries nothing of the school', async () => {
    const refusals = { anonymous: 401, unverified: 403, parent: 403, otherRep: 403 } as const;
    for (const [persona, status] of Object.entries(refusals) as [keyof typeof refusals, number][]) {
      for (const path of [`/orders/school/${schoolId}`, `/orders/supply-list/${listA}`]) {
        const answer = await call('GET', path, personas[persona]);
        expect(answer.status, `${persona} ${path}`).toBe(status);
        expect(answer.body).toEqual({ error: expect.any(String) });
      }
    }
    // A representative of this school is refused the other school's orders and lists.
    expect((await call('GET', `/orders/school/${otherSchoolId}`, personas.rep)).status).toBe(403);
    expect((await call('GET', `/orders/supply-list/${otherList}`, personas.rep)).status).toBe(403);
  });

  test('unknown ids are 404; bad paging and statuses are 400', async () => {
    expect((await call('GET', '/orders/supply-list/no-such-list', personas.admin)).status).toBe(404);
    expect((await call('GET', '/orders/school/no-such-school', personas.admin)).status).toBe(404);
    for (const query of ['limit=0', 'limit=201', 'cursor=***', 'status=LOST']) {
      const answer = await call('GET', `/orders/school/${schoolId}?${query}`, personas.rep);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toEqual({ error: expect.any(String) });
    }
  });
});

test.describe('statistics', () => {
  test('GET /schools/{id}/stats: every status counted, today’s orders, and the school’s counters', async () => {
    const { status, body } = await call<SchoolStatsResponse>('GET', `/schools/${schoolId}/stats`, personas.rep);
    expect(status).toBe(200);
    expect(body.stats).toEqual({
      total: 10,
      byStatus: byStatus([...statusesA, ...statusesB]),
      recent: { today: 2 },
      supplyListCount: 2,
      publishedListCount: 2,
      userCount: 1,
    });
  });

  test('today is counted in the time zone asked for', async () => {
    // Kiritimati is UTC+14: its today began at 10:00 UTC yesterday (by UTC's date) or today.
    const utc = await call<SchoolStatsResponse>('GET', `/schools/${schoolId}/stats?timeZone=UTC`, personas.rep);
    const far = await call<SchoolStatsResponse>('GET', `/schools/${schoolId}/stats?timeZone=Pacific%2FKiritimati`, personas.rep);
    expect(utc.body.stats.recent.today).toBe(2);
    expect(far.status).toBe(200);
    expect(far.body.stats.recent.today).toBeGreaterThanOrEqual(0);
    // Any spelling of a zone is that zone.
    const shouted = await call<SchoolStatsResponse>('GET', `/schools/${schoolId}/stats?timeZone=pAcIfIc%2FkIrItImAtI`, personas.rep);
    expect(shouted.body.stats).toEqual(far.body.stats);
    const unknown = await call('GET', `/schools/${schoolId}/stats?timeZone=Mars%2FOlympus`, personas.rep);
    expect(unknown).toEqual({ status: 400, body: { error: `timeZone: ${staffMessages.timeZoneInvalid}` } });
  });

  test('GET /orders/stats/overview: a school, a list, and a representative pinned to its school', async () => {
    const school = await call<OrderStatsResponse>('GET', `/orders/stats/overview?schoolId=${schoolId}`, personas.admin);
    expect(school.body.stats).toEqual({ total: 10, byStatus: byStatus([...statusesA, ...statusesB]), recent: { today: 2 } });
    const list = await call<OrderStatsResponse>('GET', `/orders/stats/overview?supplyListId=${listB}`, personas.admin);
    expect(list.body.stats).toEqual({ total: 3, byStatus: byStatus(statusesB), recent: { today: 0 } });
    const pinned = await call<OrderStatsResponse>('GET', '/orders/stats/overview', personas.rep);
    expect(pinned.body.stats).toEqual(school.body.stats);
    const ownList = await call<OrderStatsResponse>('GET', `/orders/stats/overview?schoolId=${schoolId}&supplyListId=${listA}`, personas.rep);
    expect(ownList.body.stats.total).toBe(7);
  });

  test('an administrator’s unfiltered overview counts every order and the schools, lists and products', async () => {
    const { body } = await call<OrderStatsResponse>('GET', '/orders/stats/overview', personas.admin);
    const { total, byStatus: counts, counts: totals } = body.stats;
    expect(total).toBe(Object.values(counts).reduce((a, b) => a + b, 0));
    expect(total).toBeGreaterThanOrEqual(12);
    expect(totals).toEqual({ schools: expect.any(Number), supplyLists: expect.any(Number), products: expect.any(Number) });
    expect(totals!.schools).toBeGreaterThanOrEqual(6);
  });

  test('who may see statistics: the school’s representative and administrators; a list of another school is 400 with a school', async () => {
    const refusals = { anonymous: 401, unverified: 403, parent: 403, otherRep: 403 } as const;
    for (const [persona, status] of Object.entries(refusals) as [keyof typeof refusals, number][]) {
      for (const path of [`/schools/${schoolId}/stats`, `/orders/stats/overview?schoolId=${schoolId}`, `/orders/stats/overview?supplyListId=${listA}`]) {
        const answer = await call('GET', path, personas[persona]);
        expect(answer.status, `${persona} ${path}`).toBe(status);
        expect(answer.body).toEqual({ error: expect.any(String) });
      }
    }
    // The parent and another school's representative get nothing unfiltered either.
    expect((await call('GET', '/orders/stats/overview', personas.parent)).status).toBe(403);
    const otherRepOwn = await call<OrderStatsResponse>('GET', '/orders/stats/overview', personas.otherRep);
    expect(otherRepOwn.body.stats.total).toBe(2);
    expect(otherRepOwn.body.stats.counts).toBeUndefined();
    expect((await call('GET', `/orders/stats/overview?schoolId=${schoolId}&supplyListId=${otherList}`, personas.admin)).status).toBe(400);
    expect((await call('GET', '/orders/stats/overview?supplyListId=no-such-list', personas.admin)).status).toBe(404);
    expect((await call('GET', '/schools/no-such-school/stats', personas.admin)).status).toBe(404);
  });
});

test('20 concurrent checkouts of one list leave its order count exactly 20 higher, and the statistics agree', async () => {
  const school = await createPrivateSchool();
  const [product] = await createPrivateProducts([1999]);
  const listId = await writeList(school, { published: true, items: [{ productId: product!, quantity: 1 }], totalPriceCents: 1999 });
  const admin = await signIn('admin@example.com');
  const before = (await stored(`supplyLists/${listId}`))!.orderCount as number;

  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      callFrom(randomLoopback(), 'POST', '/api/orders/checkout/guest', {
        body: { ...newGuest(), studentFirstName: 'Ada', studentLastName: 'Rush', supplyListId: listId },
      }),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
  expect((await stored(`supplyLists/${listId}`))!.orderCount).toBe(before + 20);
  const stats = await call<SchoolStatsResponse>('GET', `/schools/${school}/stats`, admin);
  expect(stats.body.stats).toMatchObject({ total: 20, byStatus: { AWAITING_PAYMENT: 20 }, recent: { today: 20 } });
  const lists = await call<{ supplyLists: { id: string; orderCount?: number }[] }>('GET', `/schools/${school}/supply-lists`, admin);
  expect(lists.body.supplyLists).toEqual([expect.objectContaining({ id: listId, orderCount: 20 })]);
});
