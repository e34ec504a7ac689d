import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import type { OrdersPage } from '@ssb/contract';
import { bearer, closeAdminAuth, signIn } from '../support/auth';
import { verifiedAccount } from '../support/roles';
import { searchableOrder } from '../support/school-data';
import { closeTestDb, createPrivateList, testDb } from '../support/stack';

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

/** Writes `count` orders of a school, three to each creation time so ties are broken by id. */
async function writeOrders(schoolId: string, listId: string, count: number, newestAt: number, extra: Record<string, unknown> = {}) {
  const db = testDb();
  const template = (await db.doc('orders/order-demo-0004').get()).data()!;
  // Contacts of their own, so no guest's lookup and no account ever finds these orders by accident.
  const contact = { emailKey: `page-${randomUUID().slice(0, 8)}@example.com`, phoneKey: '2175550000', userId: `page-guest-${randomUUID().slice(0, 8)}` };
  const ids: string[] = [];
  for (let start = 0; start < count; start += 400) {
    const batch = db.batch();
    for (let i = start; i < Math.min(count, start + 400); i++) {
      const id = `page-${randomUUID().slice(0, 12)}`;
      ids.push(id);
      const createdAt = Timestamp.fromMillis(newestAt - Math.floor(i / 3) * 1000);
      batch.set(
        db.doc(`orders/${id}`),
        searchableOrder(id, { ...template, ...contact, schoolId, supplyListId: listId, createdAt, updatedAt: createdAt, ...extra }),
      );
    }
    await batch.commit();
  }
  return ids;
}

async function readAll(request: APIRequestContext, path: string, token: string, limit: number, onPage?: (n: number) => Promise<void>) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await request.get(`${path}${path.includes('?') ? '&' : '?'}${query}`, { headers: bearer(token) });
    expect(res.status(), await res.text()).toBe(200);
    const page = (await res.json()) as OrdersPage;
    expect(page.orders.length).toBeLessThanOrEqual(limit);
    seen.push(...page.orders.map((o) => o.id));
    cursor = page.nextCursor;
    pages++;
    await onPage?.(pages);
  } while (cursor);
  return { seen, pages };
}

test('an administrator pages through 300 orders of a school and sees each exactly once, newest first', async ({ request }) => {
  const { schoolId, listId } = await createPrivateList({ deliverToSchool: true });
  const ids = await writeOrders(schoolId, listId, 300, Date.now() - 60_000);
  const admin = await signIn('admin@example.com');
  const { seen, pages } = await readAll(request, `/api/orders?schoolId=${schoolId}`, admin, 37);
  expect(pages).toBe(Math.ceil(300 / 37));
  expect(seen).toHaveLength(300);
  expect(new Set(seen)).toEqual(new Set(ids));
});

test('orders placed while someone pages do not shift the pages: nothing is seen twice or missed', async ({ request }) => {
  const { schoolId, listId } = await createPrivateList({ deliverToSchool: true });
  const ids = await writeOrders(schoolId, listId, 200, Date.now() - 60_000);
  const admin = await signIn('admin@example.com');
  const { seen } = await readAll(request, `/api/orders?schoolId=${schoolId}`, admin, 25, async (page) => {
    if (page % 2) await writeOrders(schoolId, listId, 5, Date.now());
  });
  expect(new Set(seen).size).toBe(seen.length);
  for (const id of ids) expect(seen).toContain(id);
});

test('a person’s own and joined guest orders page together, each once', async ({ request }) => {
  // An account of its own: the demo parent's dashboard and My Orders, which the browser tests audit, keep a family's few orders.
  const parent = await verifiedAccount('pager');
  const { schoolId, listId } = await createPrivateList({ deliverToSchool: true });
  const own = await writeOrders(schoolId, listId, 60, Date.now() - 120_000, { userId: parent.uid, emailKey: parent.email, placedAsGuest: false });
  const asGuest = await writeOrders(schoolId, listId, 45, Date.now() - 90_500, { userId: `guest-${parent.uid}`, emailKey: parent.email, placedAsGuest: true });
  const { seen } = await readAll(request, `/api/orders/user/${parent.uid}`, parent.token, 20);
  expect(new Set(seen).size).toBe(seen.length);
  for (const id of [...own, ...asGuest]) expect(seen).toContain(id);
});

test('a limit out of range or a cursor the API did not give is 400', async ({ request }) => {
  const admin = await signIn('admin@example.com');
  for (const query of ['limit=0', 'limit=201', 'limit=x', 'cursor=not*a*cursor', `cursor=${Buffer.from('["x"]').toString('base64url')}`]) {
    const res = await request.get(`/api/orders?${query}`, { headers: bearer(admin) });
    expect(res.status(), query).toBe(400);
    expect((await res.json()).error).toBeTruthy();
  }
});

test('without a limit a page holds 50 orders', async ({ request }) => {
  const admin = await signIn('admin@example.com');
  const page = (await (await request.get('/api/orders', { headers: bearer(admin) })).json()) as OrdersPage;
  expect(page.orders.length).toBeLessThanOrEqual(50);
});
