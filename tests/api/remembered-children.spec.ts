import { expect, test } from '@playwright/test';
import type { RememberedChildrenResponse } from '@ssb/contract';
import { expectAnswer } from '../support/answers';
import { bearer, closeAdminAuth, signUp, verifyEmail } from '../support/auth';
import { homeAddress } from '../support/orders';
import { createPrivateSchool, writeList, writeOrders } from '../support/school-data';
import { closeTestDb, testDb } from '../support/stack';

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

/** A new verified parent with a profile, who can order. */
async function newParent(request: import('@playwright/test').APIRequestContext) {
  const account = await signUp();
  const token = await verifyEmail(account);
  const res = await request.post('/api/users', { headers: bearer(token), data: { authId: account.uid } });
  expect(res.status(), await res.text()).toBe(201);
  return { ...account, token };
}

async function order(request: import('@playwright/test').APIRequestContext, parent: { uid: string; token: string }, data: object) {
  const res = await request.post('/api/orders/checkout/user', { headers: bearer(parent.token), data: { userId: parent.uid, ...data } });
  expect(res.status(), await res.text()).toBe(201);
}

const children = async (request: import('@playwright/test').APIRequestContext, token?: string) =>
  request.get('/api/users/profile/children', token ? { headers: bearer(token) } : {});

test('a family’s children are remembered from its own orders, newest first, each once, with the school of the latest order', async ({ request }) => {
  const parent = await newParent(request);
  const none = await children(request, parent.token);
  await expectAnswer('GET /users/profile/children', none);
  expect(await none.json()).toEqual({ children: [] });

  await order(request, parent, { supplyListId: 'list-lincoln-2', studentFirstName: 'Mia', studentLastName: 'Rivera-Núñez' });
  await order(request, parent, { supplyListId: 'list-lincoln-2', studentFirstName: 'Leo', studentLastName: 'Rivera' });
  // The same child typed again in other letters, now at another school: once, with that school.
  await order(request, parent, {
    supplyListId: 'list-maple-3',
    studentFirstName: 'mia',
    studentLastName: 'rivera-nunez',
    address: homeAddress,
  });

  const res = await children(request, parent.token);
  expect(res.status()).toBe(200);
  await expectAnswer('GET /users/profile/children', res);
  const { children: remembered } = (await res.json()) as RememberedChildrenResponse;
  expect(remembered).toEqual([
    { firstName: 'mia', lastName: 'rivera-nunez', schoolId: 'school-maple', schoolName: 'Maple Grove Academy', lastOrderedAt: expect.any(String), grade: 3 },
    { firstName: 'Leo', lastName: 'Rivera', schoolId: 'school-lincoln', schoolName: 'Lincoln Elementary School', lastOrderedAt: expect.any(String), grade: 2 },
  ]);

  // Another family sees only its own.
  const other = await newParent(request);
  expect(await (await children(request, other.token)).json()).toEqual({ children: [] });
});

test('each child says when their newest live order at that school was placed, so the dashboard knows who still needs a box', async ({ request }) => {
  const parent = await newParent(request);
  const schoolId = await createPrivateSchool();
  const listId = await writeList(schoolId, { published: true, items: [{ productId: 'prod-crayons', quantity: 1 }] });
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  const fields = (studentFirstName: string) => ({ userId: parent.uid, studentFirstName, studentLastName: 'Park' });
  // Zoe: paid last year, then a checkout this year that failed; Eli: only a cancelled order.
  const [zoePaid] = await writeOrders(schoolId, listId, ['COMPLETED'], now - 300 * day, fields('Zoe'));
  await writeOrders(schoolId, listId, ['PAYMENT_FAILED'], now - day, fields('Zoe'));
  await writeOrders(schoolId, listId, ['CANCELLED'], now - 2 * day, fields('Eli'));

  const res = await children(request, parent.token);
  await expectAnswer('GET /users/profile/children', res);
  const { children: remembered } = (await res.json()) as RememberedChildrenResponse;
  const paidAt = (await testDb().doc(`orders/${zoePaid}`).get()).get('createdAt').toDate().toISOString();
  expect(remembered.map(({ firstName, schoolId: at, lastOrderedAt }) => ({ firstName, at, lastOrderedAt }))).toEqual([
    { firstName: 'Zoe', at: schoolId, lastOrderedAt: paidAt },
    { firstName: 'Eli', at: schoolId, lastOrderedAt: null },
  ]);
});

test('only a signed-in caller is answered, and only about its own orders', async ({ request }) => {
  expect((await children(request)).status()).toBe(401);
  expect((await children(request, 'not-a-token')).status()).toBe(401);
});
