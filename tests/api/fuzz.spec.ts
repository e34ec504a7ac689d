import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { isWellFormedText } from '@ssb/contract';
import Stripe from 'stripe';
import { bearer, closeAdminAuth, signUp, verifyEmail } from '../support/auth';
import { callFrom, randomLoopback, type Answer } from '../support/from-address';
import { anyValue, bodyOf, expectClientAnswer, field, FUZZ_RUNS, percentEncoded, weirdText } from '../support/fuzz';
import { setWindow } from '../support/mail-jobs';
import { representativeOf } from '../support/roles';
import { searchableOrder } from '../support/school-data';
import { closeTestDb, createPrivateList, secrets, stack, testDb } from '../support/stack';

// Property: whatever a client sends to a write endpoint, the answer is never a 5xx, a 4xx
// says why in `error` (unless the functions runtime refused the bytes before the API ran),
// and a refused request writes nothing. Each request comes from a loopback address of its
// own so the rate limits (which run first) let the fuzzed bodies reach validation.

let FUZZ_LIST = '';
let FUZZ_SCHOOL = '';
const FUZZ_ORDER = `fuzz-order-${randomUUID().slice(0, 8)}`;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let account: { uid: string; token: string };

test.beforeAll(async () => {
  const db = testDb();
  // A school that delivers home and a published list of its own: every order the fuzz makes is countable.
  ({ schoolId: FUZZ_SCHOOL, listId: FUZZ_LIST } = await createPrivateList({ deliverToSchool: false }));
  // Webhook events may name this order; the demo orders other tests read stay untouched.
  const demo = (await db.doc('orders/order-demo-0004').get()).data()!;
  await db
    .doc(`orders/${FUZZ_ORDER}`)
    .set(searchableOrder(FUZZ_ORDER, { ...demo, supplyListId: FUZZ_LIST, schoolId: FUZZ_SCHOOL, emailKey: 'fuzz@example.com', phoneKey: '2175550000' }));
  await db.doc(`supplyLists/${FUZZ_LIST}`).update({ orderCount: 1 });
  const fresh = await signUp();
  const created = await fetch(`${stack.app}/api/users`, {
    method: 'POST',
    headers: { ...bearer(fresh.token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ authId: fresh.uid, phone: '(217) 555-0199' }),
  });
  expect(created.status).toBe(201);
  account = { uid: fresh.uid, token: await verifyEmail(fresh) };
});

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

const address = fc.record({ line1: field, line2: field, city: field, state: field, zipCode: field }, { requiredKeys: [] });
// A function: the fuzz list exists only once beforeAll has run.
const checkoutFields = () => ({
  studentFirstName: field,
  studentLastName: field,
  supplyListId: fc.oneof(fc.constant(FUZZ_LIST), fc.constant(FUZZ_LIST), weirdText),
  address: fc.oneof(address, anyValue),
});

const validOrder = () => ({
  studentFirstName: 'Ava',
  studentLastName: 'Lopez',
  supplyListId: FUZZ_LIST,
  address: { line1: '19 Elm Street', line2: '', city: 'Chatham', state: 'IL', zipCode: '62629' },
});

const fuzzOrders = async () => (await testDb().collection('orders').where('supplyListId', '==', FUZZ_LIST).get()).size;
const fuzzOrderCount = async () => (await testDb().doc(`supplyLists/${FUZZ_LIST}`).get()).get('orderCount') as number;
// Only text Firestore can hold is looked up: the API refuses the rest before any write.
const usersWithEmail = async (email: unknown) =>
  typeof email === 'string' && email.trim() && isWellFormedText(email)
    ? (await testDb().collection('users').where('emailKey', '==', email.trim().toLowerCase()).get()).size
    : 0;
const emailOf = (body: string): unknown => {
  try {
    return (JSON.parse(body) as { email?: unknown } | null)?.email;
  } catch {
    return undefined;
  }
};

/**
 * A guest checkout's property: never a 5xx; every order placed is on the fuzz list (the only
 * list a request can reach) and counted; a refusal leaves no order, counter move or guest record.
 */
async function expectGuestCheckouts(path: string, bodies: fc.Arbitrary<string>, ordersPlaced: (answer: Answer) => number) {
  let placedOrders = 0;
  await fc.assert(
    fc.asyncProperty(bodies, async (body) => {
      const email = emailOf(body);
      const [orders, counted, users] = await Promise.all([fuzzOrders(), fuzzOrderCount(), usersWithEmail(email)]);
      const answer = await callFrom(randomLoopback(), 'POST', path, { body });
      expectClientAnswer(answer, body);
      const placed = answer.status === 201 ? ordersPlaced(answer) : 0;
      placedOrders += placed;
      expect(await fuzzOrders()).toBe(orders + placed);
      expect(await fuzzOrderCount()).toBe(counted + placed);
      if (!placed) expect(await usersWithEmail(email)).toBe(users);
    }),
    { numRuns: FUZZ_RUNS },
  );
  // The generator reaches the happy path too, not only the first check that refuses.
  expect(placedOrders).toBeGreaterThan(0);
}

test('guest checkout: no 5xx; a refused checkout leaves no order, no counter move, no guest record', async () => {
  await expectGuestCheckouts(
    '/api/orders/checkout/guest',
    bodyOf(
      { email: fc.oneof(field, fc.emailAddress()), phone: field, ...checkoutFields() },
      fc.uuid().map((u) => ({ ...validOrder(), email: `fuzz-${u.slice(0, 8)}@example.com`, phone: '(217) 555-0123' })),
    ),
    () => 1,
  );
});

test('signed-in checkout: no 5xx; a refused checkout leaves no order and no counter move', async () => {
  await fc.assert(
    fc.asyncProperty(
      bodyOf({ userId: fc.oneof(fc.constant(account.uid), weirdText), ...checkoutFields() }, fc.constant({ ...validOrder(), userId: account.uid })),
      async (body) => {
        const [orders, counted] = await Promise.all([fuzzOrders(), fuzzOrderCount()]);
        const answer = await callFrom(randomLoopback(), 'POST', '/api/orders/checkout/user', { body, headers: bearer(account.token) });
        expectClientAnswer(answer, body);
        expect(await fuzzOrderCount()).toBe(answer.status === 201 ? counted + 1 : counted);
        if (answer.status !== 201) expect(await fuzzOrders()).toBe(orders);
      },
    ),
    { numRuns: FUZZ_RUNS },
  );
});

test('checkout of several boxes: no 5xx; a refused checkout leaves no order, no counter move, no guest record', async () => {
  const boxOf = fc.record({ supplyListId: checkoutFields().supplyListId, studentFirstName: field, studentLastName: field }, { requiredKeys: [] });
  const { address, ...firstBox } = validOrder();
  await expectGuestCheckouts(
    '/api/orders/checkout',
    bodyOf(
      {
        email: fc.oneof(field, fc.emailAddress()),
        phone: field,
        userId: fc.oneof(weirdText, anyValue),
        boxes: fc.oneof(fc.array(fc.oneof(boxOf, anyValue), { maxLength: 12 }), anyValue),
        address: checkoutFields().address,
      },
      fc.uuid().map((u) => ({
        boxes: [firstBox, { ...firstBox, studentFirstName: 'Mia' }],
        address,
        email: `fuzz-${u.slice(0, 8)}@example.com`,
        phone: '(217) 555-0123',
      })),
    ),
    (answer) => (answer.json() as { orderIds: string[] }).orderIds.length,
  );
});

test('guest lookup: no 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(
      bodyOf(
        { email: field, phone: field },
        fc.uuid().map((u) => ({ email: `fuzz-${u.slice(0, 8)}@example.com`, phone: '(217) 555-0188' })),
      ),
      async (body) => {
        expectClientAnswer(await callFrom(randomLoopback(), 'POST', '/api/orders/lookup', { body }), body);
      },
    ),
    { numRuns: FUZZ_RUNS },
  );
});

test('profile create and update: no 5xx; a refused update changes nothing', async () => {
  const profileFields = {
    firstName: field,
    lastName: field,
    phone: field,
    line1: field,
    line2: field,
    city: field,
    state: field,
    zipCode: field,
    emailVerificationLinkSentAt: fc.oneof(
      field,
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    ),
    emailVerified: anyValue,
    type: anyValue,
    schoolId: anyValue,
    authId: fc.oneof(fc.constant(account.uid), weirdText),
    email: field,
  };
  const profile = async () => (await testDb().doc(`users/${account.uid}`).get()).data();
  await fc.assert(
    fc.asyncProperty(bodyOf(profileFields, fc.constant({ firstName: 'Fuzz', city: 'Springfield' })), fc.boolean(), async (body, create) => {
      const before = await profile();
      const answer = create
        ? await callFrom(randomLoopback(), 'POST', '/api/users', { body, headers: bearer(account.token) })
        : await callFrom(randomLoopback(), 'PUT', `/api/users/${account.uid}`, { body, headers: bearer(account.token) });
      expectClientAnswer(answer, body);
      if (answer.status >= 400) expect(await profile()).toEqual(before);
      // Whatever was sent, nobody promotes themselves.
      expect(await profile()).toMatchObject({ type: 'USER', schoolId: null });
    }),
    { numRuns: FUZZ_RUNS },
  );
});

test('reminder requests: no 5xx; only a 201 for a new address writes a request, and a refusal writes nothing', async () => {
  const { schoolId } = await createPrivateList({ deliverToSchool: true });
  await setWindow(schoolId, 20);
  const requests = async () => (await testDb().collection('reminderRequests').where('schoolId', '==', schoolId).count().get()).data().count;
  let asked = 0;
  await fc.assert(
    fc.asyncProperty(
      bodyOf(
        { email: fc.oneof(field, fc.emailAddress()), consent: anyValue },
        fc.uuid().map((u) => ({ email: `fuzz-${u.slice(0, 8)}@example.com`, consent: true })),
      ),
      fc.oneof(fc.constant(schoolId), fc.constant(schoolId), weirdText),
      async (body, id) => {
        const before = await requests();
        const answer = await callFrom(randomLoopback(), 'POST', `/api/schools/${percentEncoded(id)}/reminders`, { body });
        expectClientAnswer(answer, body);
        if (answer.status === 201) asked++;
        expect(await requests()).toBeLessThanOrEqual(answer.status === 201 ? before + 1 : before);
        if (answer.status !== 201) expect(await requests()).toBe(before);
      },
    ),
    { numRuns: FUZZ_RUNS },
  );
  expect(asked).toBeGreaterThan(0);
});

/** The links reminders' e-mails carry, which act without a sign-in: what each names in its query, and the form its page posts. */
const mailLinks = [
  {
    path: 'unsubscribe',
    parts: 'address, token',
    query: { recipient: fc.stringMatching(/^[0-9a-f]{32}$/), token: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    form: 'List-Unsubscribe=One-Click',
  },
  {
    path: 'confirm',
    parts: 'address, expiry, token',
    query: {
      recipient: fc.stringMatching(/^[0-9a-f]{32}$/),
      expires: fc.oneof(fc.nat().map(String), fc.bigInt({ min: 0n, max: 10n ** 15n }).map(String)),
      token: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    },
    form: 'confirm=yes',
  },
];

for (const link of mailLinks) {
  test(`reminder ${link.path} link: no 5xx for any school, ${link.parts} or body, GET or POST, and no consent recorded`, async () => {
    const query = fc.record(
      Object.fromEntries(Object.entries(link.query).map(([name, valid]) => [name, fc.oneof(weirdText, valid)])) as Record<string, fc.Arbitrary<string>>,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(weirdText, fc.constant(FUZZ_SCHOOL)),
        query,
        fc.constantFrom('GET', 'POST'),
        fc.oneof(fc.constant(link.form), weirdText),
        async (id, values, method, body) => {
          const search = Object.entries(values)
            .map(([name, value]) => `${name}=${percentEncoded(value)}`)
            .join('&');
          const path = `/api/schools/${percentEncoded(id)}/reminders/${link.path}?${search}`;
          const answer = await callFrom(
            randomLoopback(),
            method,
            path,
            method === 'POST' ? { body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } } : {},
          );
          expect(answer.status, `${method} ${path}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
          expect(answer.status, `${method} ${path}`).not.toBe(200);
        },
      ),
      { numRuns: FUZZ_RUNS },
    );
    expect((await testDb().collection('reminderConsentRecords').where('schoolId', '==', FUZZ_SCHOOL).count().get()).data().count).toBe(0);
  });
}

test('daily digest switch: no 5xx; an accepted switch stores what was sent, a refusal changes nothing', async () => {
  const rep = await representativeOf(FUZZ_SCHOOL);
  const digestOf = async () => (await testDb().doc(`users/${rep.uid}`).get()).get('dailyDigest') as boolean;
  let switched = 0;
  await fc.assert(
    fc.asyncProperty(
      bodyOf(
        { dailyDigest: anyValue },
        fc.boolean().map((dailyDigest) => ({ dailyDigest })),
      ),
      async (body) => {
        const before = await digestOf();
        const answer = await callFrom(randomLoopback(), 'PUT', '/api/users/profile/daily-digest', { body, headers: bearer(rep.token) });
        expectClientAnswer(answer, body);
        if (answer.status === 200) switched++;
        expect(await digestOf()).toBe(answer.status === 200 ? (JSON.parse(body) as { dailyDigest: boolean }).dailyDigest : before);
      },
    ),
    { numRuns: FUZZ_RUNS },
  );
  expect(switched).toBeGreaterThan(0);
});

test('checkout cancel link: no 5xx for any id or token', async () => {
  await fc.assert(
    fc.asyncProperty(fc.oneof(weirdText, fc.constant(FUZZ_ORDER)), weirdText, async (id, token) => {
      const path = `/api/orders/${percentEncoded(id)}/checkout-cancelled?token=${percentEncoded(token)}`;
      const answer = await callFrom(randomLoopback(), 'GET', path);
      expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
    }),
    { numRuns: FUZZ_RUNS },
  );
});

test('Stripe webhook: a correctly signed event of any shape never gets a 5xx', async ({ request }) => {
  const stripe = new Stripe(secrets.stripeSecretKey);
  const eventish = fc.record(
    {
      id: fc.oneof(
        weirdText,
        fc.uuid().map((u) => `evt_${u.replaceAll('-', '')}`),
      ),
      type: fc.oneof(weirdText, fc.constantFrom('checkout.session.completed', 'checkout.session.expired', 'checkout.session.async_payment_failed')),
      data: fc.oneof(
        anyValue,
        fc.record(
          {
            object: fc.oneof(
              anyValue,
              fc.record(
                {
                  metadata: fc.oneof(
                    anyValue,
                    fc.record({ orderId: fc.oneof(weirdText, fc.constant(FUZZ_ORDER)), checkoutId: weirdText }, { requiredKeys: [] }),
                  ),
                  payment_status: anyValue,
                },
                { requiredKeys: [] },
              ),
            ),
          },
          { requiredKeys: [] },
        ),
      ),
    },
    { requiredKeys: [] },
  );
  await fc.assert(
    fc.asyncProperty(fc.oneof(eventish, fc.jsonValue()), async (event) => {
      const payload = JSON.stringify(event);
      const res = await request.post(stack.stripeWebhook, {
        headers: {
          'Content-Type': 'application/json',
          'Stripe-Signature': stripe.webhooks.generateTestHeaderString({ payload, secret: secrets.stripeWebhookSecret }),
        },
        data: payload,
      });
      expect(res.status(), payload).toBeLessThan(500);
    }),
    { numRuns: FUZZ_RUNS },
  );
});
