import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import Stripe from 'stripe';
import { bearer, closeAdminAuth, signIn } from '../support/auth';
import { callFrom, randomLoopback } from '../support/from-address';
import { anyValue, bodyOf, expectClientAnswer, field, FUZZ_RUNS, percentEncoded, weirdText } from '../support/fuzz';
import { verifiedAccount } from '../support/roles';
import { searchableOrder } from '../support/school-data';
import { closeTestDb, createPrivateList, secrets, stack, testDb } from '../support/stack';

// Property: whatever an administrator's client sends to the admin write endpoints, the answer
// is never a 5xx, a 4xx says why in `error`, and a refused request writes nothing.

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let admin: Record<string, string>;
let SCHOOL = '';
let LIST = '';
/** A list and a school of their own for the publish, price and school edits, so LIST stays as the recorded orders need it. */
let PRICED_LIST = '';
let EDITED_SCHOOL = '';
/** An account of its own to make a representative (never a demo account other tests rely on). */
let PERSON = '';
const PRODUCT = `fuzz-product-${randomUUID().slice(0, 8)}`;
const ORDER = `fuzz-admin-order-${randomUUID().slice(0, 8)}`;

test.beforeAll(async () => {
  admin = bearer(await signIn('admin@example.com'));
  ({ schoolId: SCHOOL, listId: LIST } = await createPrivateList({ deliverToSchool: true }));
  ({ listId: PRICED_LIST, schoolId: EDITED_SCHOOL } = await createPrivateList({ deliverToSchool: true }));
  PERSON = (await verifiedAccount('fuzz-rep')).email;
  const db = testDb();
  await db.doc(`products/${PRODUCT}`).set({ ...(await db.doc('products/prod-glue').get()).data(), supplyListCount: 0 });
  const demo = (await db.doc('orders/order-demo-0002').get()).data()!;
  await db
    .doc(`orders/${ORDER}`)
    .set(searchableOrder(ORDER, { ...demo, schoolId: SCHOOL, supplyListId: LIST, emailKey: 'fuzz-admin@example.com', phoneKey: '2175550000' }));
});

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

const data = async (path: string) => (await testDb().doc(path).get()).data();
const count = async (collection: string, fieldPath: string, value: string) =>
  (await testDb().collection(collection).where(fieldPath, '==', value).count().get()).data().count;
const idOrWeird = (id: () => string) =>
  fc.oneof(
    fc.constant(null).map(() => id()),
    weirdText,
  );
const send = (method: string, path: string, body?: string) => callFrom(randomLoopback(), method, path, { body, headers: admin });

test('schools: create and edit never 5xx; a refused edit changes nothing', async () => {
  // Dates and zones near the valid ones as well as odd values: the window's rule is what is reached.
  const date = fc.oneof(field, fc.constantFrom('2026-08-01', '2026-08-31', '2026-02-30', '2099-12-31', '2100-01-01'));
  const zone = fc.oneof(field, fc.constantFrom('America/Chicago', 'us/central', 'UTC', 'Mars/Olympus'));
  const address = fc.record({
    line1: field,
    city: field,
    state: fc.oneof(field, fc.constantFrom('IL', 'il', 'XX', 'Illinois')),
    zipCode: fc.oneof(field, fc.constantFrom('62701', '6270', '62701-1234')),
  });
  const schoolFields = {
    name: field,
    address: fc.oneof(anyValue, address),
    fullAddress: fc.oneof(field, fc.constantFrom('1 Fuzz Way, Springfield, IL 62701', '1 Fuzz Way')),
    note: field,
    deliverToSchool: anyValue,
    orderingOpensOn: date,
    orderingClosesOn: date,
    timeZone: zone,
  };
  const window = { orderingOpensOn: '2026-08-01', orderingClosesOn: '2026-08-31', timeZone: 'America/Chicago' };
  const valid = fc.constantFrom(
    { name: 'Fuzz School', address: { line1: '1 Fuzz Way', city: 'Springfield', state: 'IL', zipCode: '62701' } },
    { name: 'Fuzz School', ...window },
  );
  await fc.assert(
    fc.asyncProperty(bodyOf(schoolFields, valid), fc.boolean(), async (body, create) => {
      const before = await data(`schools/${EDITED_SCHOOL}`);
      const answer = create ? await send('POST', '/api/schools', body) : await send('PUT', `/api/schools/${EDITED_SCHOOL}`, body);
      expectClientAnswer(answer, body);
      if (!create && answer.status >= 400) expect(await data(`schools/${EDITED_SCHOOL}`)).toEqual(before);
    }),
    { numRuns: FUZZ_RUNS },
  );
});

test('representatives: add and remove never 5xx; a refused request moves no count', async () => {
  await fc.assert(
    fc.asyncProperty(
      bodyOf(
        {
          email: fc.oneof(
            field,
            fc.constantFrom('admin@example.com', 'sam.lee@example.com'),
            fc.constant(null).map(() => PERSON),
          ),
        },
        fc.constant({ email: 'nobody@example.com' }),
      ),
      weirdText,
      async (body, userId) => {
        const before = (await data(`schools/${SCHOOL}`))!.userCount;
        const added = await send('POST', `/api/schools/${SCHOOL}/representatives`, body);
        expectClientAnswer(added, body);
        if (added.status >= 400) expect((await data(`schools/${SCHOOL}`))!.userCount).toBe(before);
        const removed = await send('DELETE', `/api/schools/${SCHOOL}/representatives/${percentEncoded(userId)}`);
        expect(removed.status, removed.text).toBeLessThan(500);
      },
    ),
    { numRuns: FUZZ_RUNS },
  );
  // The demo accounts are never touched.
  expect((await data('users/demo-admin'))!).toMatchObject({ type: 'ADMIN', schoolId: null });
});

test('products: create and edit never 5xx; a refused edit changes nothing; a used product is never deleted', async () => {
  const productFields = {
    name: field,
    description: field,
    price: fc.oneof(anyValue, fc.double({ min: -10, max: 2e6 })),
    productType: fc.oneof(anyValue, fc.constantFrom('INDIVIDUAL', 'CLASSROOM', 'SCHOOL_WIDE')),
    taxCode: fc.oneof(anyValue, fc.constantFrom('txcd_99999999', 'txcd_35010000', 'txcd_1', 'TXCD_99999999')),
  };
  await fc.assert(
    fc.asyncProperty(
      bodyOf(productFields, fc.constant({ name: 'Fuzz Product', price: 1.25, productType: 'CLASSROOM' })),
      fc.boolean(),
      async (body, create) => {
        const before = await data(`products/${PRODUCT}`);
        const answer = create ? await send('POST', '/api/products', body) : await send('PUT', `/api/products/${PRODUCT}`, body);
        expectClientAnswer(answer, body);
        if (!create && answer.status >= 400) expect(await data(`products/${PRODUCT}`)).toEqual(before);
      },
    ),
    { numRuns: FUZZ_RUNS },
  );
  const used = await send('DELETE', '/api/products/prod-crayons');
  expect(used.status).toBe(409);
});

test('codes and vouchers: making, turning off and batches never 5xx; a refused code or batch makes nothing', async () => {
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const codeFields = {
    code: fc.oneof(field, fc.constantFrom(`FUZZ${tag}`, `fuzz${tag}`, 'AB', 'NO SPACE', 'X'.repeat(31))),
    percentOff: fc.oneof(anyValue, fc.constantFrom(0, 0.5, 10.555, 100, 100.01, -5)),
    amountOff: fc.oneof(anyValue, fc.constantFrom(0, 0.01, 5, 1.005, -1, 1e7)),
    expiresOn: fc.oneof(field, fc.constantFrom('2099-12-31', '2020-01-01', '2026-02-30')),
    maxRedemptions: fc.oneof(anyValue, fc.constantFrom(0, 1, 1.5, 1_000_001)),
    schoolId: idOrWeird(() => SCHOOL),
  };
  let made = 0;
  await fc.assert(
    fc.asyncProperty(
      bodyOf(
        codeFields,
        fc.constant(null).map(() => ({ code: `FZ${tag}${made++}`, percentOff: 10 })),
      ),
      async (body) => {
        const sent = (() => {
          try {
            return JSON.parse(body) as { code?: unknown };
          } catch {
            return null;
          }
        })();
        const key = typeof sent?.code === 'string' && /^[A-Za-z0-9]{3,30}$/.test(sent.code.trim()) ? sent.code.trim().toUpperCase() : null;
        const existed = key ? (await testDb().doc(`promotionCodes/${key}`).get()).exists : false;
        const answer = await send('POST', '/api/promotion-codes', body);
        expectClientAnswer(answer, body);
        if (answer.status >= 400 && key && !existed) expect((await testDb().doc(`promotionCodes/${key}`).get()).exists).toBe(false);
      },
    ),
    { numRuns: FUZZ_RUNS },
  );
  // Counts near the limit, never a big valid batch: each valid one is that many Stripe calls.
  const batchFields = {
    count: fc.oneof(anyValue, fc.constantFrom(0, 1, 2, 1.5, 501, -1)),
    percentOff: fc.oneof(anyValue, fc.constantFrom(0, 50, 100, 101)),
    schoolId: idOrWeird(() => SCHOOL),
  };
  const batches = async () => (await testDb().collection('promotionCodeBatches').where('schoolId', '==', SCHOOL).count().get()).data().count;
  await fc.assert(
    fc.asyncProperty(bodyOf(batchFields, fc.constant({ count: 1, percentOff: 100, schoolId: SCHOOL })), async (body) => {
      const before = await batches();
      const answer = await send('POST', '/api/promotion-codes/batch', body);
      expectClientAnswer(answer, body);
      if (answer.status >= 400) expect(await batches()).toBe(before);
    }),
    { numRuns: FUZZ_RUNS },
  );
  await fc.assert(
    fc.asyncProperty(
      idOrWeird(() => `FZ${tag}0`),
      bodyOf({ active: fc.oneof(anyValue, fc.boolean()) }, fc.constant({ active: false })),
      async (id, body) => {
        expectClientAnswer(await send('PUT', `/api/promotion-codes/${percentEncoded(id)}`, body), body);
      },
    ),
    { numRuns: FUZZ_RUNS },
  );
});

test('list price, publish and unpublish never 5xx for any id or body; a refused price changes nothing', async () => {
  await fc.assert(
    fc.asyncProperty(
      bodyOf({ totalPrice: fc.oneof(anyValue, fc.double({ min: -10, max: 2e6 })) }, fc.constant({ totalPrice: 9.99 })),
      idOrWeird(() => PRICED_LIST),
      fc.constantFrom('price', 'publish', 'unpublish'),
      async (body, id, action) => {
        const before = await data(`supplyLists/${PRICED_LIST}`);
        const answer = await send('PUT', `/api/supply-lists/${percentEncoded(id)}/${action}`, action === 'price' ? body : undefined);
        expectClientAnswer(answer, body);
        if (answer.status >= 400) expect(await data(`supplyLists/${PRICED_LIST}`)).toEqual(before);
      },
    ),
    { numRuns: FUZZ_RUNS },
  );
});

test('order status, cancel and search never 5xx; a refused status change changes nothing', async () => {
  await fc.assert(
    fc.asyncProperty(
      bodyOf({ status: fc.oneof(anyValue, fc.constantFrom('PREPARING', 'COMPLETED', 'SHIPPED')) }, fc.constant({ status: 'PREPARING' })),
      idOrWeird(() => ORDER),
      weirdText,
      async (body, id, search) => {
        const before = await data(`orders/${ORDER}`);
        const answer = await send('PUT', `/api/orders/${percentEncoded(id)}/status`, body);
        expectClientAnswer(answer, body);
        if (answer.status >= 400) expect(await data(`orders/${ORDER}`)).toEqual(before);
        const found = await send('GET', `/api/orders?search=${percentEncoded(search)}`);
        expect(found.status, found.text).toBeLessThan(500);
        const cancelled = await send('DELETE', `/api/orders/${percentEncoded(search)}`);
        expect(cancelled.status, cancelled.text).toBeLessThan(500);
      },
    ),
    { numRuns: FUZZ_RUNS },
  );
});

test('bulk moves, the handover tick and exports never 5xx; an unpaid order never moves', async () => {
  const unpaid = `fuzz-unpaid-${randomUUID().slice(0, 8)}`;
  const demo = (await testDb().doc('orders/order-demo-0002').get()).data()!;
  await testDb()
    .doc(`orders/${unpaid}`)
    .set(searchableOrder(unpaid, { ...demo, status: 'AWAITING_PAYMENT', schoolId: SCHOOL, supplyListId: LIST, emailKey: 'fuzz-unpaid@example.com' }));
  const bulkFields = {
    status: fc.oneof(anyValue, fc.constantFrom('PREPARING', 'COMPLETED', 'CANCELLED')),
    orderIds: fc.oneof(
      anyValue,
      fc.array(
        idOrWeird(() => unpaid),
        { maxLength: 5 },
      ),
    ),
    schoolId: fc.oneof(
      anyValue,
      idOrWeird(() => SCHOOL),
    ),
  };
  await fc.assert(
    fc.asyncProperty(
      bodyOf(bulkFields, fc.constant({ status: 'COMPLETED', orderIds: [unpaid] })),
      idOrWeird(() => unpaid),
      weirdText,
      async (body, id, filter) => {
        const moved = await send('POST', '/api/orders/bulk-status', body);
        expectClientAnswer(moved, body);
        const ticked = await send('POST', `/api/orders/${percentEncoded(id)}/hand-over`);
        expect(ticked.status, ticked.text).toBeLessThan(500);
        const exported = await send('GET', `/api/orders/export?search=${percentEncoded(filter)}&schoolId=${percentEncoded(filter)}`);
        expect(exported.status, exported.text).toBeLessThan(500);
        expect((await data(`orders/${unpaid}`))!.status).toBe('AWAITING_PAYMENT');
      },
    ),
    { numRuns: FUZZ_RUNS },
  );
});

test('recorded orders: no 5xx; a refused one leaves no order and no counter move', async () => {
  const orderFields = {
    supplyListId: fc.oneof(
      fc.constant(null).map(() => LIST),
      weirdText,
    ),
    email: fc.oneof(field, fc.emailAddress()),
    phone: field,
    studentFirstName: field,
    studentLastName: field,
    address: anyValue,
    status: fc.oneof(anyValue, fc.constantFrom('PAYMENT_SUCCESS', 'AWAITING_PAYMENT', 'COMPLETED')),
  };
  const valid = fc.uuid().map((u) => ({
    supplyListId: LIST,
    email: `fuzz-office-${u.slice(0, 8)}@example.com`,
    phone: '(217) 555-0123',
    studentFirstName: 'Ava',
    studentLastName: 'Lopez',
  }));
  let recorded = 0;
  await fc.assert(
    fc.asyncProperty(bodyOf(orderFields, valid), async (body) => {
      const [orders, counted] = await Promise.all([count('orders', 'supplyListId', LIST), data(`supplyLists/${LIST}`).then((l) => l!.orderCount as number)]);
      const answer = await send('POST', '/api/orders', body);
      expectClientAnswer(answer, body);
      const placed = answer.status === 201 ? 1 : 0;
      recorded += placed;
      expect(await count('orders', 'supplyListId', LIST)).toBe(orders + placed);
      expect((await data(`supplyLists/${LIST}`))!.orderCount).toBe(counted + placed);
    }),
    { numRuns: FUZZ_RUNS },
  );
  expect(recorded).toBeGreaterThan(0);
});

test('Stripe webhook: a correctly signed charge.refunded of any shape never gets a 5xx', async ({ request }) => {
  const stripe = new Stripe(secrets.stripeSecretKey);
  const charge = fc.record(
    {
      object: fc.constant('charge'),
      metadata: fc.oneof(anyValue, fc.record({ orderId: fc.oneof(weirdText, fc.constant(ORDER)) })),
      payment_intent: fc.oneof(anyValue, fc.constant('pi_fuzz'), fc.record({ id: anyValue })),
      amount_refunded: fc.oneof(anyValue, fc.integer({ min: -5, max: 1_000_000 })),
      refunded: anyValue,
    },
    { requiredKeys: [] },
  );
  await fc.assert(
    fc.asyncProperty(charge, fc.uuid(), async (object, uuid) => {
      const payload = JSON.stringify({ id: `evt_${uuid.replaceAll('-', '')}`, object: 'event', type: 'charge.refunded', data: { object } });
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
