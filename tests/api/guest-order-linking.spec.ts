import { expect, test } from '@playwright/test';
import { bearer, changeEmailAndVerify, closeAdminAuth, signIn, signUp } from '../support/auth';
import { placeGuestOrder } from '../support/orders';
import { closeTestDb } from '../support/stack';
import { uniqueEmail } from '../support/auth-emulator';

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

type Listed = { orders: { id: string; user: { email: string } }[] };

const ordersOf = async (request: import('@playwright/test').APIRequestContext, uid: string, token: string) => {
  const res = await request.get(`/api/orders/user/${uid}`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as Listed).orders;
};

test('an account made with someone else’s e-mail and verified under another never sees that e-mail’s guest orders', async ({ request }) => {
  const victim = uniqueEmail('victim');
  await placeGuestOrder(request, { email: victim });

  // The attacker signs up with the victim's address (never verified) and creates the profile…
  const attacker = await signUp(victim);
  expect((await request.post('/api/users', { headers: bearer(attacker.token), data: { authId: attacker.uid } })).status()).toBe(201);
  // …then moves the account to an address it owns and verifies that one.
  const own = uniqueEmail('attacker');
  const token = await changeEmailAndVerify(attacker, own);

  expect(await ordersOf(request, attacker.uid, token)).toEqual([]);

  // Refreshing the profile records the e-mail the token proves; an administrator sees no victim order either.
  expect((await request.put(`/api/users/${attacker.uid}`, { headers: bearer(token), data: { emailVerified: true } })).status()).toBe(200);
  expect(await ordersOf(request, attacker.uid, token)).toEqual([]);
  const admin = await signIn('admin@example.com');
  expect(await ordersOf(request, attacker.uid, admin)).toEqual([]);
  const profile = await (await request.get(`/api/users/${attacker.uid}`, { headers: bearer(admin) })).json();
  expect(profile.user.email).toBe(own);
});

test('the guest orders of the e-mail an account proves now do join it', async ({ request }) => {
  const account = await signUp(uniqueEmail('first'));
  await request.post('/api/users', { headers: bearer(account.token), data: { authId: account.uid } });
  const later = uniqueEmail('later');
  await placeGuestOrder(request, { email: later });
  const token = await changeEmailAndVerify(account, later);
  const orders = await ordersOf(request, account.uid, token);
  expect(orders.map((o) => o.user.email)).toEqual([later]);
});
