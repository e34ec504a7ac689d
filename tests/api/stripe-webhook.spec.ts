import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import Stripe from 'stripe';
import { closeTestDb, secrets, stack, testDb } from '../support/stack';

const stripe = new Stripe(secrets.stripeSecretKey);

function checkoutCompletedEvent() {
  const id = `evt_test_${randomUUID().replaceAll('-', '')}`;
  return {
    id,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    api_version: '2025-01-27.acacia',
    data: { object: { id: `cs_test_${randomUUID()}`, object: 'checkout.session', metadata: {} } },
  };
}

function signed(payload: string, secret = secrets.stripeWebhookSecret) {
  return stripe.webhooks.generateTestHeaderString({ payload, secret });
}

const eventRecorded = async (id: string) => (await testDb().doc(`stripeEvents/${id}`).get()).exists;

test.afterAll(closeTestDb);

test('an unsigned webhook call answers 400 and records nothing', async ({ request }) => {
  const event = checkoutCompletedEvent();
  const res = await request.post(stack.stripeWebhook, { data: event });
  expect(res.status()).toBe(400);
  expect(await eventRecorded(event.id)).toBe(false);
});

test('a webhook signed with the wrong secret answers 400 and records nothing', async ({ request }) => {
  const event = checkoutCompletedEvent();
  const payload = JSON.stringify(event);
  const res = await request.post(stack.stripeWebhook, {
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signed(payload, 'whsec_forged') },
    data: payload,
  });
  expect(res.status()).toBe(400);
  expect(await eventRecorded(event.id)).toBe(false);
});

test('a tampered body with a once-valid signature answers 400', async ({ request }) => {
  const event = checkoutCompletedEvent();
  const header = signed(JSON.stringify(event));
  const res = await request.post(stack.stripeWebhook, {
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
    data: JSON.stringify({ ...event, type: 'checkout.session.expired' }),
  });
  expect(res.status()).toBe(400);
  expect(await eventRecorded(event.id)).toBe(false);
});

test('a correctly signed event is accepted once; replays answer 200 and change nothing', async ({ request }) => {
  const event = checkoutCompletedEvent();
  const payload = JSON.stringify(event);
  const deliver = () =>
    request.post(stack.stripeWebhook, {
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signed(payload) },
      data: payload,
    });
  const receivedAt = async () => (await testDb().doc(`stripeEvents/${event.id}`).get()).get('receivedAt')?.toMillis();

  const first = await deliver();
  expect(first.status()).toBe(200);
  expect(await first.json()).toEqual({ received: true });
  const firstReceipt = await receivedAt();
  expect(firstReceipt).toEqual(expect.any(Number));

  for (const replay of [await deliver(), await deliver()]) expect(replay.status()).toBe(200);
  expect(await receivedAt()).toBe(firstReceipt);
});

test.describe('a correctly signed event the API cannot use is acknowledged, so Stripe does not retry it for days', () => {
  const deliverSigned = (request: import('@playwright/test').APIRequestContext, payload: string) =>
    request.post(stack.stripeWebhook, { headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signed(payload) }, data: payload });

  const cases: [string, unknown][] = [
    ['an array', []],
    ['no data', { ...checkoutCompletedEvent(), data: undefined }],
    ['no id', { ...checkoutCompletedEvent(), id: undefined }],
    ['"/" in the event id', { ...checkoutCompletedEvent(), id: 'evt_a/b' }],
    [
      '"/" in the order id',
      { ...checkoutCompletedEvent(), data: { object: { id: 'cs_test_x', object: 'checkout.session', metadata: { orderId: 'orders/x' } } } },
    ],
  ];
  for (const [name, event] of cases) {
    test(name, async ({ request }) => {
      const res = await deliverSigned(request, JSON.stringify(event));
      expect(res.status()).toBe(200);
      expect(await res.json()).toEqual({ received: true });
      const id = (event as { id?: unknown }).id;
      if (typeof id === 'string' && !id.includes('/')) expect(await eventRecorded(id)).toBe(false);
    });
  }
});
