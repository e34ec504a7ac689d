import { expect, test, type APIRequestContext } from '@playwright/test';
import { checkoutMessages, roleMessages, type OrderResponse, type OrdersPage } from '@ssb/contract';
import { as } from '../support/admin-matrix';
import { bearer, changeEmailAndVerify, claimsOf, closeAdminAuth, signIn, signUp, verifyEmail } from '../support/auth';
import { uniqueEmail } from '../support/auth-emulator';
import { acceptInvitation, invitationTokenSentTo, invite } from '../support/invitations';
import { guestCheckoutBody, newGuest } from '../support/orders';
import { closeTestDb, createPrivateList, testDb } from '../support/stack';

// An e-mail address names a person only through the account that owns it now, with it
// verified (docs/decisions.md §1). A profile made with someone else's address, and moved away since,
// proves nothing: it neither becomes that address's representative nor catches its orders.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

let admin: string;
let school: { schoolId: string; listId: string };

test.beforeAll(async () => {
  admin = await signIn('admin@example.com');
  school = await createPrivateList({ deliverToSchool: true });
});

const userDoc = async (id: string) => (await testDb().doc(`users/${id}`).get()).data()!;
const officeOrder = async (request: APIRequestContext, email: string) => {
  const res = await request.post('/api/orders', {
    data: { supplyListId: school.listId, email, phone: '(217) 555-0150', studentFirstName: 'Ivy', studentLastName: 'Office' },
    ...as(admin),
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as OrderResponse).order;
};
const guestCheckout = (request: APIRequestContext, email: string) =>
  request.post('/api/orders/checkout/guest', { data: guestCheckoutBody({ email, supplyListId: school.listId }) });
const errorOf = async (res: { json(): Promise<unknown> }) => ((await res.json()) as { error: string }).error;

test('an address registered by a squatter who moved away proves nothing: the owner who follows the invitation’s link becomes representative and gets the office orders', async ({
  request,
}) => {
  const office = uniqueEmail('office');

  // The squatter signs up with the school's address (never verified), creates the profile,
  // then moves the account to an address of its own and verifies that one.
  const squatter = await signUp(office);
  expect((await request.post('/api/users', { headers: bearer(squatter.token), data: { authId: squatter.uid } })).status()).toBe(201);
  await changeEmailAndVerify(squatter, uniqueEmail('squatter'));

  // The address is invited; nobody owns it yet, and the squatter's profile that names it gets nothing.
  expect((await invite(school.schoolId, office)).status).toBe(201);
  expect(await userDoc(squatter.uid)).toMatchObject({ schoolId: null });
  // An office order for it is the address's guest order, and the family may still check out as guests.
  expect((await officeOrder(request, office)).userId).not.toBe(squatter.uid);
  const asGuest = await guestCheckout(request, office);
  expect(asGuest.status(), await asGuest.text()).toBe(201);

  // The real owner follows the link: the account is made for the address, verified.
  const accepted = await acceptInvitation(await invitationTokenSentTo(office), { password: 'owner-password', firstName: 'Office', lastName: 'Owner' });
  expect(accepted).toEqual({ status: 200, body: { email: office } });
  const owner = claimsOf(await signIn(office, 'owner-password'));
  expect(owner).toMatchObject({ role: 'rep', schoolId: school.schoolId, email_verified: true });
  expect(await userDoc(squatter.uid)).toMatchObject({ schoolId: null });

  // Office orders now belong to the owner, and the address's guest checkout asks to sign in.
  expect(await officeOrder(request, office)).toMatchObject({ userId: owner.user_id });
  const signInFirst = await guestCheckout(request, office);
  expect(signInFirst.status()).toBe(409);
  expect(await signInFirst.json()).toEqual({ success: false, requiresLogin: true, error: checkoutMessages.accountExists });
});

test('a profile follows the e-mail its account’s token proves, from the next authenticated request', async ({ request }) => {
  const account = await signUp(uniqueEmail('moving'));
  await request.post('/api/users', { headers: bearer(account.token), data: { authId: account.uid } });
  const moved = uniqueEmail('moved');
  const token = await changeEmailAndVerify(account, moved);
  expect((await request.get('/api/orders/user/' + account.uid, { headers: bearer(token) })).status()).toBe(200);
  expect(await userDoc(account.uid)).toMatchObject({ email: moved, emailKey: moved, emailVerified: true });
});

test('an administrator sees the guest orders of the address an account proves now, not of one it has left', async ({ request }) => {
  const first = uniqueEmail('left');
  await request.post('/api/orders/checkout/guest', { data: guestCheckoutBody({ email: first, supplyListId: school.listId }) });
  const account = await signUp(first);
  await request.post('/api/users', { headers: bearer(account.token), data: { authId: account.uid } });
  const verified = await verifyEmail(account);
  expect((await request.put(`/api/users/${account.uid}`, { headers: bearer(verified), data: {} })).status()).toBe(200);
  expect(((await (await request.get(`/api/orders/user/${account.uid}`, as(admin))).json()) as OrdersPage).orders).toHaveLength(1);

  // The account moves to another address and makes no request since: the address it left is no longer its proof.
  await changeEmailAndVerify({ ...account, token: verified }, uniqueEmail('moved-on'));
  expect(((await (await request.get(`/api/orders/user/${account.uid}`, as(admin))).json()) as OrdersPage).orders).toEqual([]);
});

test('a representative without a verified e-mail reads nothing of the school', async ({ request }) => {
  const account = await signUp();
  await request.post('/api/users', { headers: bearer(account.token), data: { authId: account.uid } });
  // A representative whose profile says so although the address is unverified (the API only
  // grants the role through an invitation's link, which verifies it; written here directly).
  await testDb().doc(`users/${account.uid}`).update({ schoolId: school.schoolId });
  const order = await officeOrder(request, newGuest().email);
  const token = account.token;

  for (const path of [
    `/api/orders?schoolId=${school.schoolId}`,
    '/api/orders',
    `/api/orders?supplyListId=${school.listId}`,
    `/api/orders/${order.id}`,
    `/api/supply-lists?schoolId=${school.schoolId}&published=false`,
  ]) {
    const res = await request.get(path, { headers: bearer(token) });
    expect(res.status(), path).toBe(403);
    expect(await errorOf(res), path).toBeTruthy();
  }
  const seen = (await (await request.get(`/api/schools/${school.schoolId}`, { headers: bearer(token) })).json()) as { school: object };
  expect(seen.school).not.toHaveProperty('userCount');

  // Verified, the same person reads the school's orders.
  const verified = await verifyEmail(account);
  expect((await request.get(`/api/orders?schoolId=${school.schoolId}`, { headers: bearer(verified) })).status()).toBe(200);
  const refused = await request.get(`/api/orders?schoolId=${school.schoolId}`, { headers: bearer(token) });
  expect(await errorOf(refused)).toBe(roleMessages.verifyEmailFirst);
});
