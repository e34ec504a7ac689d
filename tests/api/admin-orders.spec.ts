import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { checkoutMessages, type CancelOrderResponse, type Order, type OrderResponse, type OrdersPage } from '@ssb/contract';
import { as, onlyAdminMay } from '../support/admin-matrix';
import { expectAnswer } from '../support/answers';
import { closeAdminAuth, signIn } from '../support/auth';
import { expectStatus, newGuest, orderIdOf, placeGuestOrder, submitCard } from '../support/orders';
import { personasFor, verifiedAccount, type Personas } from '../support/roles';
import { searchableOrder } from '../support/school-data';
import { closeTestDb, createPrivateList, ports, secrets, stack, testDb } from '../support/stack';

// Order management: search, one order, any status, cancellation with refund, recorded orders.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

const stripe = new Stripe(secrets.stripeSecretKey, { host: '127.0.0.1', port: ports.payments, protocol: 'http' });

let admin: string;
let personas: Personas;
let school: { schoolId: string; listId: string };
let otherSchool: { schoolId: string; listId: string };

test.beforeAll(async () => {
  admin = await signIn('admin@example.com');
  school = await createPrivateList({ deliverToSchool: true });
  otherSchool = await createPrivateList({ deliverToSchool: true });
  personas = await personasFor(school.schoolId, otherSchool.schoolId);
});

const doc = async (path: string) => (await testDb().doc(path).get()).data();
/** A copy of a demo order on the test's own school, so status changes disturb no other test. */
async function privateOrder(overrides: Record<string, unknown> = {}) {
  const id = `admin-order-${randomUUID().slice(0, 8)}`;
  const demo = (await doc('orders/order-demo-0002'))!;
  await testDb()
    .doc(`orders/${id}`)
    .set(searchableOrder(id, { ...demo, schoolId: school.schoolId, supplyListId: school.listId, ...overrides }));
  return id;
}

/** A guest order on the test's school, paid with the test card through the local payment page. */
async function paidOrder(request: APIRequestContext) {
  const { body, checkoutUrl } = await placeGuestOrder(request, { supplyListId: school.listId });
  const orderId = await orderIdOf(body.email);
  expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
  await expectStatus(request, orderId, 'PAYMENT_SUCCESS');
  return { orderId, email: body.email };
}

const getOrders = async (request: APIRequestContext, query: string, token = admin) => {
  const res = await request.get(`/api/orders?${query}`, as(token));
  expect(res.status(), await res.text()).toBe(200);
  await expectAnswer('GET /orders', res);
  return ((await res.json()) as OrdersPage).orders;
};

test.describe('GET /orders search', () => {
  test('an administrator finds an order by its number, with or without #, in any case', async ({ request }) => {
    for (const search of ['emo-0004', '#emo-0004', 'EMO-0004']) {
      expect((await getOrders(request, `search=${encodeURIComponent(search)}`)).map((o) => o.id)).toEqual(['order-demo-0004']);
    }
  });

  test('an administrator finds a customer’s orders by e-mail, combined with a school and a status', async ({ request }) => {
    const byEmail = await getOrders(request, `search=${encodeURIComponent('Sam.Lee@example.com')}`);
    expect(byEmail.map((o) => o.id)).toEqual(expect.arrayContaining(['order-demo-0004', 'order-demo-0005', 'order-demo-0007']));
    expect(byEmail.every((o) => o.user.email === 'sam.lee@example.com')).toBe(true);
    expect((await getOrders(request, 'search=sam.lee@example.com&status=COMPLETED')).map((o) => o.id)).toEqual(['order-demo-0007']);
    expect((await getOrders(request, 'search=sam.lee@example.com&schoolId=school-lincoln')).map((o) => o.id)).toEqual(['order-demo-0004']);
    expect(await getOrders(request, 'search=nobody@example.com')).toEqual([]);
  });

  test('a representative searches its own school only; a parent cannot search; a search with a user or list filter is 400', async ({ request }) => {
    const rep = await signIn('rep@example.com');
    expect((await getOrders(request, 'search=sam.lee@example.com', rep)).map((o) => o.id)).toEqual(['order-demo-0004']);
    expect((await request.get('/api/orders?search=sam.lee@example.com', as(personas.parent))).status()).toBe(403);
    for (const query of ['search=x&userId=demo-parent', 'search=x&supplyListId=list-lincoln-k', `search=${'x'.repeat(300)}`, 'search=']) {
      expect((await request.get(`/api/orders?${query}`, as(admin))).status(), query).toBe(400);
    }
  });
});

test.describe('GET /orders placed since, and how many', () => {
  test('since an instant: the orders placed from then on, the total with the first page only; a representative narrows its school so too', async ({
    request,
  }) => {
    const hoursAgo = (hours: number) => Timestamp.fromMillis(Date.now() - hours * 3_600_000);
    const old = await privateOrder({ createdAt: hoursAgo(48) });
    const recent = [await privateOrder({ createdAt: hoursAgo(2) }), await privateOrder({ createdAt: hoursAgo(1) })];
    const since = encodeURIComponent(new Date(Date.now() - 24 * 3_600_000).toISOString());

    const first = await request.get(`/api/orders?schoolId=${school.schoolId}&since=${since}&limit=1`, as(admin));
    const firstPage = (await first.json()) as OrdersPage;
    expect(firstPage.orders.map((o) => o.id)).toEqual([recent[1]]);
    expect(firstPage.total).toBe(2);
    const next = (await (
      await request.get(`/api/orders?schoolId=${school.schoolId}&since=${since}&limit=1&cursor=${firstPage.nextCursor}`, as(admin))
    ).json()) as OrdersPage;
    expect(next.orders.map((o) => o.id)).toEqual([recent[0]]);
    expect(next.total).toBeUndefined();

    const everything = (await (await request.get(`/api/orders?schoolId=${school.schoolId}`, as(admin))).json()) as OrdersPage;
    expect(everything.orders.map((o) => o.id)).toContain(old);
    expect(everything.total).toBe(everything.orders.length);

    expect((await getOrders(request, `since=${since}`, personas.rep)).map((o) => o.id)).toEqual(expect.arrayContaining(recent));
    expect((await getOrders(request, `since=${since}`, personas.rep)).map((o) => o.id)).not.toContain(old);
    for (const bad of ['yesterday', '2026-13-40T00:00:00Z', '']) {
      expect((await request.get(`/api/orders?since=${bad}`, as(admin))).status(), bad).toBe(400);
    }
  });
});

test.describe('GET /orders/{id}', () => {
  test('its owner, its school’s representative and administrators see it; nobody else', async ({ request }) => {
    const parent = await signIn('parent@example.com');
    const lincolnRep = await signIn('rep@example.com');
    const stranger = await verifiedAccount('stranger');
    for (const token of [parent, lincolnRep, admin]) {
      const res = await request.get('/api/orders/order-demo-0001', as(token));
      expect(res.status()).toBe(200);
      await expectAnswer('GET /orders/{id}', res);
      expect(((await res.json()) as OrderResponse).order).toMatchObject({
        id: 'order-demo-0001',
        userId: 'demo-parent',
        supplyList: { name: 'Kindergarten Supply List' },
      });
    }
    // A Maple Grove order is none of Lincoln's representative's business.
    expect((await request.get('/api/orders/order-demo-0003', as(lincolnRep))).status()).toBe(403);
    expect((await request.get('/api/orders/order-demo-0001', as(stranger.token))).status()).toBe(403);
    expect((await request.get('/api/orders/order-demo-0001', as(personas.otherRep))).status()).toBe(403);
    expect((await request.get('/api/orders/order-demo-0001')).status()).toBe(401);
    const missing = await request.get('/api/orders/no-such-order', as(admin));
    expect(missing.status()).toBe(404);
    await expectAnswer('GET /orders/{id}', missing);
    expect(((await missing.json()) as { error: string }).error).toBe('Order not found');
  });
});

test.describe('PUT /orders/{id}/status', () => {
  test('an administrator sets any status, backwards too, and the public status follows', async ({ request }) => {
    const id = await privateOrder();
    for (const status of ['PREPARING', 'COMPLETED', 'AWAITING_PAYMENT', 'PAYMENT_FAILED', 'PAYMENT_SUCCESS']) {
      const res = await request.put(`/api/orders/${id}/status`, { data: { status }, ...as(admin) });
      expect(res.status(), status).toBe(200);
      await expectAnswer('PUT /orders/{id}/status', res);
      expect(((await res.json()) as OrderResponse).order.status).toBe(status);
      const shown = await request.get(`/api/orders/${id}/status`);
      await expectAnswer('GET /orders/{id}/status', shown);
      expect(((await shown.json()) as { status: string }).status).toBe(status);
    }
  });

  test('bad statuses are 400, unknown orders 404, and only administrators may', async ({ request }) => {
    const id = await privateOrder();
    for (const data of [{}, { status: 'SHIPPED' }, { status: 1 }])
      expect((await request.put(`/api/orders/${id}/status`, { data, ...as(admin) })).status()).toBe(400);
    expect((await request.put('/api/orders/no-such-order/status', { data: { status: 'COMPLETED' }, ...as(admin) })).status()).toBe(404);
    await onlyAdminMay(personas, (token) => request.put(`/api/orders/${id}/status`, { data: { status: 'COMPLETED' }, ...as(token) }));
    expect((await doc(`orders/${id}`))!.status).toBe('PREPARING');
  });
});

test.describe('cancelling', () => {
  test('a paid order is cancelled and refunded once, though the request is sent three times, and the replayed refund event changes nothing', async ({
    request,
  }) => {
    const { orderId } = await paidOrder(request);
    const answers = await Promise.all([1, 2].map(() => request.delete(`/api/orders/${orderId}`, as(admin))));
    answers.push(await request.delete(`/api/orders/${orderId}`, as(admin)));
    for (const res of answers) {
      expect(res.status(), await res.text()).toBe(200);
      await expectAnswer('DELETE /orders/{id}', res);
      const body = (await res.json()) as CancelOrderResponse;
      expect(body.order.status).toBe('CANCELLED');
      expect(body.refund).toMatchObject({ amount: 5.98 });
    }

    const order = (await doc(`orders/${orderId}`))!;
    expect(order.status).toBe('CANCELLED');
    const paymentIntent = order.paymentIntentId as string;
    expect(paymentIntent).toMatch(/^pi_/);
    const refunds = await stripe.refunds.list({ payment_intent: paymentIntent });
    expect(refunds.data).toHaveLength(1);
    expect(refunds.data[0]).toMatchObject({ amount: 598, metadata: { orderId } });
    expect((await testDb().collection('refunds').where('paymentIntentId', '==', paymentIntent).get()).size).toBe(1);
    // Stripe's charge.refunded confirms it.
    await expect.poll(async () => (await doc(`refunds/${orderId}`))?.confirmedAt ?? null, { timeout: 15_000 }).not.toBeNull();
    expect(await doc(`refunds/${orderId}`)).toMatchObject({ refundId: refunds.data[0]!.id, amountCents: 598, requestedBy: 'demo-admin' });

    // The same event delivered again, and another event about the same charge: nothing moves.
    const delivered = (await testDb().collection('stripeEvents').where('orderId', '==', orderId).where('type', '==', 'charge.refunded').get()).docs[0]!;
    const charge = await stripe.charges.retrieve(String(refunds.data[0]!.charge));
    const before = { order: await doc(`orders/${orderId}`), refund: await doc(`refunds/${orderId}`) };
    for (const eventId of [delivered.id, `evt_replay_${randomUUID().replaceAll('-', '')}`]) {
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        type: 'charge.refunded',
        created: Math.floor(Date.now() / 1000),
        data: { object: charge },
      });
      const res = await request.post(stack.stripeWebhook, {
        headers: {
          'Content-Type': 'application/json',
          'Stripe-Signature': stripe.webhooks.generateTestHeaderString({ payload, secret: secrets.stripeWebhookSecret }),
        },
        data: payload,
      });
      expect(res.status()).toBe(200);
    }
    expect({ order: await doc(`orders/${orderId}`), refund: await doc(`refunds/${orderId}`) }).toEqual(before);
    expect((await stripe.refunds.list({ payment_intent: paymentIntent })).data).toHaveLength(1);
  });

  test('a refunded order stays cancelled', async ({ request }) => {
    const { orderId } = await paidOrder(request);
    await request.delete(`/api/orders/${orderId}`, as(admin));
    const res = await request.put(`/api/orders/${orderId}/status`, { data: { status: 'PREPARING' }, ...as(admin) });
    expect(res.status()).toBe(409);
    await expectAnswer('PUT /orders/{id}/status', res);
    expect(((await res.json()) as { error: string }).error).toMatch(/refunded/);
  });

  test('choosing Cancelled in the status dropdown is the same cancellation, refund included', async ({ request }) => {
    const { orderId } = await paidOrder(request);
    const res = await request.put(`/api/orders/${orderId}/status`, { data: { status: 'CANCELLED' }, ...as(admin) });
    expect(res.status()).toBe(200);
    await expectAnswer('PUT /orders/{id}/status', res);
    expect((await res.json()) as CancelOrderResponse).toMatchObject({ order: { status: 'CANCELLED' }, refund: { amount: 5.98 } });
    expect(await doc(`refunds/${orderId}`)).toMatchObject({ amountCents: 598 });
  });

  test('an order awaiting payment is cancelled without a refund, and its payment page can no longer be paid', async ({ request }) => {
    const { body, checkoutUrl, sessionId } = await placeGuestOrder(request, { supplyListId: school.listId });
    const orderId = await orderIdOf(body.email);
    const res = await request.delete(`/api/orders/${orderId}`, as(admin));
    expect((await res.json()) as CancelOrderResponse).toMatchObject({ order: { status: 'CANCELLED' }, refund: null });
    expect((await stripe.checkout.sessions.retrieve(sessionId)).status).toBe('expired');
    // A paying card would be redirected (303) to the success page; the expired page just shows again.
    expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(200);
    expect((await doc(`orders/${orderId}`))!.status).toBe('CANCELLED');
    expect(await doc(`refunds/${orderId}`)).toBeUndefined();
  });

  test('a refund made in Stripe’s dashboard cancels the order and is recorded', async ({ request }) => {
    const { orderId } = await paidOrder(request);
    const paymentIntent = ((await doc(`orders/${orderId}`))!.paymentIntentId as string) ?? '';
    await stripe.refunds.create({ payment_intent: paymentIntent });
    await expectStatus(request, orderId, 'CANCELLED');
    expect(await doc(`refunds/${orderId}`)).toMatchObject({ paymentIntentId: paymentIntent, amountCents: 598, requestedBy: null, refundId: null });
    // Cancelling afterwards asks Stripe for nothing more.
    const res = await request.delete(`/api/orders/${orderId}`, as(admin));
    expect(((await res.json()) as CancelOrderResponse).refund).toMatchObject({ amount: 5.98 });
    expect((await stripe.refunds.list({ payment_intent: paymentIntent })).data).toHaveLength(1);
  });

  test('after a partial refund in Stripe’s dashboard the order stays paid; cancelling refunds what is left, once', async ({ request }) => {
    const { orderId } = await paidOrder(request);
    const paymentIntent = (await doc(`orders/${orderId}`))!.paymentIntentId as string;
    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 100 });
    await expect.poll(async () => (await doc(`refunds/${orderId}`))?.amountCents ?? null, { timeout: 15_000 }).toBe(100);
    expect((await doc(`orders/${orderId}`))!.status).toBe('PAYMENT_SUCCESS');

    for (let i = 0; i < 2; i++) {
      const res = await request.delete(`/api/orders/${orderId}`, as(admin));
      expect(res.status(), await res.text()).toBe(200);
      expect((await res.json()) as CancelOrderResponse).toMatchObject({ order: { status: 'CANCELLED' }, refund: { amount: 5.98 } });
    }
    expect((await stripe.refunds.list({ payment_intent: paymentIntent })).data.map((r) => r.amount)).toEqual([498, 100]);
    expect(await doc(`refunds/${orderId}`)).toMatchObject({ amountCents: 598, requestedBy: 'demo-admin' });
    // Stripe's charge.refunded for the rest confirms the whole amount.
    await expect
      .poll(async () => (await testDb().collection('stripeEvents').where('orderId', '==', orderId).where('type', '==', 'charge.refunded').get()).size, {
        timeout: 15_000,
      })
      .toBe(2);
    expect(await doc(`refunds/${orderId}`)).toMatchObject({ amountCents: 598 });
  });

  test('unknown orders are 404 and only administrators cancel', async ({ request }) => {
    expect((await request.delete('/api/orders/no-such-order', as(admin))).status()).toBe(404);
    const id = await privateOrder();
    await onlyAdminMay(personas, (token) => request.delete(`/api/orders/${id}`, as(token)));
    expect((await doc(`orders/${id}`))!.status).toBe('PREPARING');
  });
});

test.describe('POST /orders (an order recorded by an administrator)', () => {
  const record = (request: APIRequestContext, data: object, headers: Record<string, string> = {}) =>
    request.post('/api/orders', { data, headers: { ...as(admin).headers, ...headers } });
  const orderCount = async (listId: string) => (await doc(`supplyLists/${listId}`))!.orderCount as number;

  test('an order paid at the office belongs to the account with that e-mail and shows on its My Orders', async ({ request }) => {
    const before = await orderCount(school.listId);
    const res = await record(request, {
      supplyListId: school.listId,
      email: 'Parent@Example.com',
      phone: '(217) 555-0142',
      studentFirstName: 'Mia',
      studentLastName: 'Rivera',
    });
    expect(res.status(), await res.text()).toBe(201);
    await expectAnswer('POST /orders', res);
    const { order } = (await res.json()) as OrderResponse;
    expect(order).toMatchObject({
      status: 'PAYMENT_SUCCESS',
      userId: 'demo-parent',
      schoolId: school.schoolId,
      studentFirstName: 'Mia',
      supplyList: { totalPrice: 5.98 },
    });
    expect(await orderCount(school.listId)).toBe(before + 1);
    const parent = await signIn('parent@example.com');
    const minePage = await request.get('/api/orders/user/demo-parent?limit=200', as(parent));
    await expectAnswer('GET /orders/user/{id}', minePage);
    const mine = ((await minePage.json()) as OrdersPage).orders;
    expect(mine.map((o: Order) => o.id)).toContain(order.id);
  });

  test('an order for an e-mail with no account is a guest’s, found by guest lookup; it may still await payment', async ({ request }) => {
    const guest = newGuest();
    const res = await record(request, { supplyListId: school.listId, ...guest, studentFirstName: 'Eli', studentLastName: 'Stone', status: 'AWAITING_PAYMENT' });
    expect(res.status()).toBe(201);
    const { order } = (await res.json()) as OrderResponse;
    expect(order.status).toBe('AWAITING_PAYMENT');
    const lookup = await request.post('/api/orders/lookup', { data: guest });
    await expectAnswer('POST /orders/lookup', lookup);
    const found = ((await lookup.json()) as { orders: Order[] }).orders;
    expect(found.map((o) => o.id)).toEqual([order.id]);
  });

  test('the same Idempotency-Key records one order; another request with it is 409', async ({ request }) => {
    const key = `office-${randomUUID()}`;
    const data = { supplyListId: school.listId, ...newGuest(), studentFirstName: 'Ada', studentLastName: 'Key' };
    const before = await orderCount(school.listId);
    const first = (await (await record(request, data, { 'Idempotency-Key': key })).json()) as OrderResponse;
    const again = await record(request, data, { 'Idempotency-Key': key });
    expect(again.status()).toBe(201);
    expect(((await again.json()) as OrderResponse).order.id).toBe(first.order.id);
    expect(await orderCount(school.listId)).toBe(before + 1);
    expect((await record(request, { ...data, studentFirstName: 'Other' }, { 'Idempotency-Key': key })).status()).toBe(409);
  });

  test('the order form’s rules hold (400 with the spec’s message); unknown or unpublished lists are 404', async ({ request }) => {
    const home = await createPrivateList({ deliverToSchool: false });
    const base = { supplyListId: home.listId, ...newGuest(), studentFirstName: 'Ava', studentLastName: 'Lopez' };
    const noAddress = await record(request, base);
    expect(noAddress.status()).toBe(400);
    expect(((await noAddress.json()) as { error: string }).error).toBe(checkoutMessages.addressRequired);
    for (const data of [
      { ...base, email: 'not-an-email' },
      { ...base, studentLastName: '' },
      { ...base, status: 'COMPLETED' },
      { ...base, supplyListId: '../x' },
    ]) {
      expect((await record(request, data)).status(), JSON.stringify(data)).toBe(400);
    }
    expect((await record(request, { ...base, supplyListId: 'no-such-list' })).status()).toBe(404);
    expect((await record(request, { ...base, supplyListId: 'list-lincoln-5' })).status()).toBe(404);
  });

  test('only administrators record orders', async ({ request }) => {
    const guest = newGuest();
    await onlyAdminMay(personas, (token) =>
      request.post('/api/orders', { data: { supplyListId: school.listId, ...guest, studentFirstName: 'A', studentLastName: 'B' }, ...as(token) }),
    );
    expect((await testDb().collection('orders').where('emailKey', '==', guest.email).get()).size).toBe(0);
  });
});
