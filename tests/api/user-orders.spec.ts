import { expect, test } from '@playwright/test';
import { checkoutMessages } from '@ssb/contract';
import { expectAnswer } from '../support/answers';
import { bearer, closeAdminAuth, signIn, signUp, verifyEmail } from '../support/auth';
import { homeAddress, placeGuestOrder } from '../support/orders';
import { closeTestDb } from '../support/stack';

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

type Listed = { orders: { id: string; userId: string; schoolId: string; status: string; createdAt: string }[] };

const checkoutBody = (userId: string, overrides: Record<string, unknown> = {}) => ({
  userId,
  studentFirstName: 'Mia',
  studentLastName: 'Rivera',
  supplyListId: 'list-lincoln-2',
  ...overrides,
});

test.describe('signed-in checkout', () => {
  test('a parent orders for itself and is sent to the payment page', async ({ request }) => {
    const token = await signIn('parent@example.com');
    const res = await request.post('/api/orders/checkout/user', { headers: bearer(token), data: checkoutBody('demo-parent') });
    expect(res.status()).toBe(201);
    await expectAnswer('POST /orders/checkout/user', res);
    expect(await res.json()).toEqual({ success: true, checkoutUrl: expect.stringContaining('/pay/cs_test_') });
    const page = await request.get('/api/orders/user/demo-parent', { headers: bearer(token) });
    await expectAnswer('GET /orders/user/{id}', page);
    const { orders } = (await page.json()) as Listed;
    expect(orders[0]).toMatchObject({ userId: 'demo-parent', status: 'AWAITING_PAYMENT' });
  });

  test('nobody orders for somebody else, or without signing in', async ({ request }) => {
    const token = await signIn('parent@example.com');
    const forOther = await request.post('/api/orders/checkout/user', { headers: bearer(token), data: checkoutBody('demo-rep') });
    expect(forOther.status()).toBe(403);
    await expectAnswer('POST /orders/checkout/user', forOther);
    const anonymous = await request.post('/api/orders/checkout/user', { data: checkoutBody('demo-parent') });
    expect(anonymous.status()).toBe(401);
  });

  test('home delivery needs the address; students need names', async ({ request }) => {
    const token = await signIn('parent@example.com');
    const noAddress = await request.post('/api/orders/checkout/user', {
      headers: bearer(token),
      data: checkoutBody('demo-parent', { supplyListId: 'list-maple-3' }),
    });
    await expectAnswer('POST /orders/checkout/user', noAddress);
    expect(await noAddress.json()).toEqual({ success: false, error: checkoutMessages.addressRequired });
    const noName = await request.post('/api/orders/checkout/user', { headers: bearer(token), data: checkoutBody('demo-parent', { studentLastName: '' }) });
    expect(await noName.json()).toEqual({ success: false, error: checkoutMessages.studentRequired });
    const home = await request.post('/api/orders/checkout/user', {
      headers: bearer(token),
      data: checkoutBody('demo-parent', { supplyListId: 'list-maple-3', address: homeAddress }),
    });
    expect(home.status()).toBe(201);
  });

  test('an account whose e-mail is not verified cannot order yet', async ({ request }) => {
    const account = await signUp();
    await request.post('/api/users', { headers: bearer(account.token), data: { authId: account.uid } });
    const res = await request.post('/api/orders/checkout/user', { headers: bearer(account.token), data: checkoutBody(account.uid) });
    expect(res.status()).toBe(403);
  });
});

test.describe('GET /orders by role', () => {
  test('an administrator sees every order and filters by status', async ({ request }) => {
    const admin = await signIn('admin@example.com');
    const page = await request.get('/api/orders', { headers: bearer(admin) });
    await expectAnswer('GET /orders', page);
    const all = (await page.json()) as Listed;
    expect(new Set(all.orders.map((o) => o.schoolId)).size).toBeGreaterThan(1);
    const completed = (await (await request.get('/api/orders?status=COMPLETED', { headers: bearer(admin) })).json()) as Listed;
    expect(completed.orders.length).toBeGreaterThan(0);
    expect(completed.orders.every((o) => o.status === 'COMPLETED')).toBe(true);
  });

  test('a representative sees only its school’s orders', async ({ request }) => {
    const rep = await signIn('rep@example.com');
    const page = await request.get('/api/orders', { headers: bearer(rep) });
    await expectAnswer('GET /orders', page);
    const mine = (await page.json()) as Listed;
    expect(mine.orders.length).toBeGreaterThan(0);
    expect(mine.orders.every((o) => o.schoolId === 'school-lincoln')).toBe(true);
    expect((await request.get('/api/orders?schoolId=school-riverside', { headers: bearer(rep) })).status()).toBe(403);
    expect((await request.get('/api/orders?supplyListId=list-riverside-6', { headers: bearer(rep) })).status()).toBe(403);
  });

  test('a parent sees only its own orders, and no one else’s', async ({ request }) => {
    const parent = await signIn('parent@example.com');
    const page = await request.get('/api/orders', { headers: bearer(parent) });
    await expectAnswer('GET /orders', page);
    const mine = (await page.json()) as Listed;
    expect(mine.orders.length).toBeGreaterThan(0);
    expect(mine.orders.every((o) => o.userId === 'demo-parent')).toBe(true);
    expect((await request.get('/api/orders?userId=guest-sam-lee', { headers: bearer(parent) })).status()).toBe(403);
    expect((await request.get('/api/orders/user/guest-sam-lee', { headers: bearer(parent) })).status()).toBe(403);
    expect((await request.get('/api/orders')).status()).toBe(401);
  });

  test('bad filters answer 400', async ({ request }) => {
    const admin = await signIn('admin@example.com');
    for (const query of ['status=SHIPPED', 'schoolId=a&userId=b']) {
      const res = await request.get(`/api/orders?${query}`, { headers: bearer(admin) });
      expect(res.status(), query).toBe(400);
    }
  });
});

test('guest orders placed with the same e-mail appear once the new account is verified', async ({ request }) => {
  const account = await signUp();
  await placeGuestOrder(request, { email: account.email });
  await request.post('/api/users', { headers: bearer(account.token), data: { authId: account.uid } });

  const before = (await (await request.get(`/api/orders/user/${account.uid}`, { headers: bearer(account.token) })).json()) as Listed;
  expect(before.orders).toHaveLength(0);

  const verified = await verifyEmail(account);
  const after = (await (await request.get(`/api/orders/user/${account.uid}`, { headers: bearer(verified) })).json()) as Listed;
  expect(after.orders).toHaveLength(1);
  const guestAgain = await request.post('/api/orders/checkout/guest', {
    data: { email: account.email, phone: '(217) 555-0100', studentFirstName: 'A', studentLastName: 'B', supplyListId: 'list-lincoln-k' },
  });
  expect(guestAgain.status()).toBe(409);
});

test('GET /supplies lists the published lists', async ({ request }) => {
  const token = await signIn('parent@example.com');
  const res = await request.get('/api/supplies', { headers: bearer(token) });
  await expectAnswer('GET /supplies', res);
  const { supplyLists } = await res.json();
  expect(supplyLists.length).toBeGreaterThan(0);
  expect(supplyLists.every((l: { published: boolean }) => l.published)).toBe(true);
});
