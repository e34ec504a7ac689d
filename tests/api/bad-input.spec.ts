import { expect, test, type APIRequestContext } from '@playwright/test';
import { fieldMessages, checkoutMessages } from '@ssb/contract';
import { bearer, closeAdminAuth, signIn } from '../support/auth';
import { callFrom, randomLoopback } from '../support/from-address';
import { guestCheckoutBody, newGuest } from '../support/orders';
import { closeTestDb, createPrivateList, testDb } from '../support/stack';

// Lists no other test orders from, so their counters move only with these tests.
let homeList: string;
let schoolList: string;
test.beforeAll(async () => {
  homeList = (await createPrivateList({ deliverToSchool: false })).listId;
  schoolList = (await createPrivateList({ deliverToSchool: true })).listId;
});

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

// JSON.stringify writes a lone surrogate as the escape "\ud83d", which JSON.parse turns back into one.
const LONE_SURROGATE = '\ud83d';

const ordersFor = async (email: string) => (await testDb().collection('orders').where('emailKey', '==', email.trim().toLowerCase()).get()).size;
const usersFor = async (email: string) => (await testDb().collection('users').where('emailKey', '==', email.trim().toLowerCase()).get()).size;
const orderCount = async (listId: string) => (await testDb().doc(`supplyLists/${listId}`).get()).get('orderCount') as number;

/** A guest checkout from an address of its own, so these tests never spend the shared 127.0.0.1 rate limit. */
const guestCheckout = (body: unknown) => callFrom(randomLoopback(), 'POST', '/api/orders/checkout/guest', { body: JSON.stringify(body) });

test.describe('a lone UTF-16 surrogate is bad input: 400, nothing written', () => {
  for (const field of ['email', 'phone', 'studentFirstName', 'studentLastName'] as const) {
    test(`guest checkout: ${field}`, async () => {
      const body = guestCheckoutBody({ supplyListId: homeList, address: { line1: '1 Elm St', city: 'Chatham', state: 'IL', zipCode: '62629' } });
      const before = await orderCount(homeList);
      const answer = await guestCheckout({ ...body, [field]: `${body[field]}${LONE_SURROGATE}` });
      expect(answer.status).toBe(400);
      expect((answer.json() as { error: string }).error).toBe(`${field}: ${fieldMessages.invalidText}`);
      expect(await ordersFor(body.email)).toBe(0);
      expect(await orderCount(homeList)).toBe(before);
    });
  }

  test('guest checkout: the delivery address', async () => {
    const body = guestCheckoutBody({ supplyListId: homeList, address: { line1: `1 Elm St${LONE_SURROGATE}`, city: 'Chatham', state: 'IL', zipCode: '62629' } });
    expect((await guestCheckout(body)).status).toBe(400);
    expect(await ordersFor(body.email)).toBe(0);
  });

  test('signed-in checkout and profile changes', async ({ request }) => {
    const token = await signIn('parent@example.com');
    const checkout = await request.post('/api/orders/checkout/user', {
      headers: bearer(token),
      data: { userId: 'demo-parent', studentFirstName: `Mia${LONE_SURROGATE}`, studentLastName: 'Rivera', supplyListId: 'list-lincoln-2' },
    });
    expect(checkout.status()).toBe(400);
    const before = (await testDb().doc('users/demo-parent').get()).data();
    for (const field of ['firstName', 'phone', 'line1', 'city']) {
      const res = await request.put('/api/users/demo-parent', { headers: bearer(token), data: { [field]: `x${LONE_SURROGATE}` } });
      expect(res.status(), field).toBe(400);
    }
    expect((await testDb().doc('users/demo-parent').get()).data()).toEqual(before);
  });

  test('guest lookup answers at once', async () => {
    const started = Date.now();
    const answer = await callFrom(randomLoopback(), 'POST', '/api/orders/lookup', {
      body: JSON.stringify({ email: `a${LONE_SURROGATE}@example.com`, phone: '(217) 555-0188' }),
    });
    expect(answer.status).toBe(400);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

test('a date outside the years the product can mean is refused, not a 500', async ({ request }) => {
  const token = await signIn('parent@example.com');
  for (const date of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '1900-01-01T00:00:00Z']) {
    const res = await request.put('/api/users/demo-parent', { headers: bearer(token), data: { emailVerificationLinkSentAt: date } });
    expect(res.status(), date).toBe(400);
    expect((await res.json()).error).toMatch(/^emailVerificationLinkSentAt: /);
  }
});

test.describe('e-mail addresses the payment provider would refuse are refused first, and leave nothing behind', () => {
  for (const email of ['x@y', 'a b@c.test', 'a@@c.test']) {
    test(email, async () => {
      const before = await orderCount(schoolList);
      const answer = await guestCheckout({ ...guestCheckoutBody({ supplyListId: schoolList }), email });
      expect(answer.status).toBe(400);
      expect(answer.json()).toEqual({ success: false, error: checkoutMessages.invalidEmail });
      expect(await ordersFor(email)).toBe(0);
      expect(await usersFor(email)).toBe(0);
      expect(await orderCount(schoolList)).toBe(before);
    });
  }
});

test('a phone without digits is no phone, at checkout and at lookup', async ({ request }) => {
  const guest = newGuest();
  const checkout = await guestCheckout({ ...guestCheckoutBody(), email: guest.email, phone: 'call me' });
  expect(checkout.status).toBe(400);
  expect(checkout.json()).toEqual({ success: false, error: checkoutMessages.invalidPhone });
  expect(await ordersFor(guest.email)).toBe(0);
  const lookup = await request.post('/api/orders/lookup', { data: { email: guest.email, phone: 'n/a' } });
  expect(lookup.status()).toBe(400);
  expect(await lookup.json()).toEqual({ error: checkoutMessages.invalidPhone });
});

test.describe('the API takes JSON objects only and says so in an error field', () => {
  const post = (request: APIRequestContext, body: string, contentType: string) =>
    request.post('/api/orders/lookup', { headers: { 'Content-Type': contentType }, data: body });

  test('a form-encoded or text body is 415', async ({ request }) => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const res = await post(request, 'email=sam.lee%40example.com&phone=2175550188', type);
      expect(res.status(), type).toBe(415);
      expect((await res.json()).error).toMatch(/JSON/);
    }
  });

  test('a body over 64 kB is 413, and is not applied', async ({ request }) => {
    const token = await signIn('parent@example.com');
    const res = await request.put('/api/users/demo-parent', {
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      data: JSON.stringify({ firstName: 'Big', padding: 'x'.repeat(200 * 1024) }),
    });
    expect(res.status()).toBe(413);
    expect((await res.json()).error).toBeTruthy();
    expect((await testDb().doc('users/demo-parent').get()).get('firstName')).not.toBe('Big');
  });

  test('a JSON array is 400 with an error field', async ({ request }) => {
    const res = await post(request, '[]', 'application/json');
    expect(res.status()).toBe(400);
    expect(await res.json()).toEqual({ error: 'Request body must be a JSON object' });
  });

  test('malformed JSON is refused with 400 by the functions runtime before the API runs, never a 5xx', async ({ request }) => {
    // The runtime (functions-framework in production, the emulator's runtime here) parses
    // application/json bodies before handing the request to any function, and answers a parse
    // failure itself: the status is right, the body is its own page (docs/api.md, "Conventions that protect the data").
    for (const body of ['{"email":', '123', 'null']) {
      const res = await post(request, body, 'application/json');
      expect(res.status(), body).toBe(400);
    }
  });
});
