import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { bearer, closeAdminAuth, signIn } from '../support/auth';
import { callFrom, randomLoopback } from '../support/from-address';
import { guestCheckoutBody } from '../support/orders';
import { closeTestDb, testDb } from '../support/stack';

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

const orderCount = async (listId: string) => (await testDb().doc(`supplyLists/${listId}`).get()).get('orderCount') as number;
const ordersOf = async (field: string, value: string) => (await testDb().collection('orders').where(field, '==', value).get()).docs;

test('twenty identical signed-in checkouts sent at once make one order and one payment page', async ({ request }) => {
  const token = await signIn('parent@example.com');
  const key = randomUUID();
  const student = `Twenty${randomUUID().slice(0, 6)}`;
  const data = { userId: 'demo-parent', studentFirstName: student, studentLastName: 'Rivera', supplyListId: 'list-lincoln-2' };
  const before = await orderCount('list-lincoln-2');

  const answers = await Promise.all(
    Array.from({ length: 20 }, () => request.post('/api/orders/checkout/user', { headers: { ...bearer(token), 'Idempotency-Key': key }, data })),
  );
  expect(answers.map((a) => a.status())).toEqual(Array(20).fill(201));
  const urls = new Set(await Promise.all(answers.map(async (a) => ((await a.json()) as { checkoutUrl: string }).checkoutUrl)));
  expect(urls.size).toBe(1);
  expect(await ordersOf('studentFirstName', student)).toHaveLength(1);
  expect(await orderCount('list-lincoln-2')).toBe(before + 1);
});

test('a retried guest checkout with the same key is sent back to the same payment page', async () => {
  const client = randomLoopback();
  const body = guestCheckoutBody();
  const headers = { 'Idempotency-Key': randomUUID() };
  const first = await callFrom(client, 'POST', '/api/orders/checkout/guest', { body, headers });
  const again = await callFrom(client, 'POST', '/api/orders/checkout/guest', { body, headers });
  expect([first.status, again.status]).toEqual([201, 201]);
  expect(again.json()).toEqual(first.json());
  expect(await ordersOf('emailKey', body.email.toLowerCase())).toHaveLength(1);
});

test('a key used again for a different order is refused and changes nothing', async () => {
  const client = randomLoopback();
  const body = guestCheckoutBody();
  const headers = { 'Idempotency-Key': randomUUID() };
  expect((await callFrom(client, 'POST', '/api/orders/checkout/guest', { body, headers })).status).toBe(201);
  const changed = await callFrom(client, 'POST', '/api/orders/checkout/guest', { body: { ...body, studentFirstName: 'Other' }, headers });
  expect(changed.status).toBe(409);
  expect((changed.json() as { error: string }).error).toMatch(/Idempotency-Key/);
  expect(await ordersOf('emailKey', body.email.toLowerCase())).toHaveLength(1);
});

test('without a key, two checkouts are two orders; a malformed key is refused', async () => {
  const client = randomLoopback();
  const body = guestCheckoutBody();
  for (let i = 0; i < 2; i++) expect((await callFrom(client, 'POST', '/api/orders/checkout/guest', { body })).status).toBe(201);
  expect(await ordersOf('emailKey', body.email.toLowerCase())).toHaveLength(2);
  const bad = await callFrom(client, 'POST', '/api/orders/checkout/guest', { body, headers: { 'Idempotency-Key': 'x' } });
  expect(bad.status).toBe(400);
});
