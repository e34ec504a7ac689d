import { expect, test } from '@playwright/test';
import Stripe from 'stripe';
import { closeTestDb, ports, secrets, stack, testDb } from '../support/stack';
import { checkAnswer, expectAnswer } from '../support/answers';
import { expectStatus, orderIdOf, placeGuestOrder, statusOf, submitCard } from '../support/orders';

test.afterAll(closeTestDb);

const stripe = new Stripe(secrets.stripeSecretKey, { host: '127.0.0.1', port: ports.payments, protocol: 'http' });

/** A signed event about the order's own session as the provider shows it, completed (paid) or ended. */
async function signedEvent(type: string, sessionId: string, id = `evt_test_${Math.random().toString(36).slice(2)}`) {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const outcome = type.endsWith('completed') ? { status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_x' } : { status: 'expired' };
  const payload = JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object: { ...session, ...outcome } } });
  return { payload, header: () => stripe.webhooks.generateTestHeaderString({ payload, secret: secrets.stripeWebhookSecret }) };
}

test('paying with 4242 returns to My Orders and the webhook marks the order PAYMENT_SUCCESS', async ({ request }) => {
  const { body, checkoutUrl } = await placeGuestOrder(request);
  const orderId = await orderIdOf(body.email);
  const paid = await submitCard(checkoutUrl, '4242 4242 4242 4242');
  expect(paid.status).toBe(303);
  const back = new URL(paid.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${stack.app}/my-orders`);
  expect(Object.fromEntries(back.searchParams)).toEqual({ status: 'paid', orderId, receipt: expect.stringMatching(/^\d+\.[A-Za-z0-9_-]{43}$/) });
  await expectStatus(request, orderId, 'PAYMENT_SUCCESS');
});

test('the return address shows the paid order to whoever it sent back, and no other order to anyone', async ({ request }) => {
  const { body, checkoutUrl } = await placeGuestOrder(request);
  const orderId = await orderIdOf(body.email);
  const receipt = new URL((await submitCard(checkoutUrl, '4242 4242 4242 4242')).headers.get('location')!).searchParams.get('receipt')!;
  await expectStatus(request, orderId, 'PAYMENT_SUCCESS');

  const shown = await request.get(`/api/orders/${orderId}/receipt?token=${receipt}`);
  expect(shown.status()).toBe(200);
  await expectAnswer('GET /orders/{id}/receipt', shown);
  expect(shown.headers()['cache-control']).toBe('no-store');
  const { orders } = (await shown.json()) as { orders: { id: string; status: string; studentFirstName: string; user: { email: string } }[] };
  expect(orders).toEqual([
    expect.objectContaining({
      id: orderId,
      status: 'PAYMENT_SUCCESS',
      studentFirstName: body.studentFirstName,
      user: expect.objectContaining({ email: body.email }),
    }),
  ]);

  const other = await placeGuestOrder(request);
  const otherId = await orderIdOf(other.body.email);
  for (const [path, why] of [
    [`/api/orders/${otherId}/receipt?token=${receipt}`, "another order with this order's token"],
    [`/api/orders/${orderId}/receipt?token=${receipt.slice(0, -1)}${receipt.endsWith('A') ? 'B' : 'A'}`, 'an altered token'],
    [`/api/orders/${orderId}/receipt`, 'no token'],
  ] as const) {
    const refused = await request.get(path);
    expect(refused.status(), why).toBe(403);
    await expectAnswer('GET /orders/{id}/receipt', refused);
    expect(await refused.json(), why).toEqual({ error: 'This link to your order is not valid' });
  }
});

test('a declined card stays on the payment page and the order keeps awaiting payment', async ({ request }) => {
  const { body, checkoutUrl } = await placeGuestOrder(request);
  const declined = await submitCard(checkoutUrl, '4000 0000 0000 0002');
  expect(declined.status).toBe(200);
  expect(await declined.text()).toContain('Your card was declined.');
  expect(await statusOf(request, await orderIdOf(body.email))).toBe('AWAITING_PAYMENT');
});

test('cancelling ends the order PAYMENT_FAILED at once and the session can no longer be paid', async ({ request }) => {
  const { body, checkoutUrl, sessionId } = await placeGuestOrder(request);
  const orderId = await orderIdOf(body.email);
  const cancel = await fetch(`${checkoutUrl}/cancel`, { redirect: 'manual' });
  const cancelUrl = cancel.headers.get('location')!;
  expect(cancelUrl).toContain(`/api/orders/${orderId}/checkout-cancelled?token=`);

  const back = await fetch(cancelUrl, { redirect: 'manual' });
  expect(back.status).toBe(303);
  checkAnswer('GET /orders/{id}/checkout-cancelled', back.status, null);
  // Back on My Orders with the order's signed link, so that a guest too sees it there and can pay it now.
  const location = new URL(back.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(`${stack.app}/my-orders`);
  expect(Object.fromEntries(location.searchParams)).toEqual({ status: 'failed', orderId, receipt: expect.stringMatching(/^\d+\.[\w-]{43}$/) });
  const shown = await request.get(`/api/orders/${orderId}/receipt?token=${location.searchParams.get('receipt')}`);
  expect(shown.status()).toBe(200);
  expect(await statusOf(request, orderId)).toBe('PAYMENT_FAILED');
  expect((await stripe.checkout.sessions.retrieve(sessionId)).status).toBe('expired');
});

test('nobody can fail somebody else’s order without the signed token', async ({ request }) => {
  const { body } = await placeGuestOrder(request);
  const orderId = await orderIdOf(body.email);
  for (const token of ['', 'forged', 'A'.repeat(43)]) {
    const res = await request.get(`/api/orders/${orderId}/checkout-cancelled?token=${token}`, { maxRedirects: 0 });
    expect(res.status()).toBe(403);
    await expectAnswer('GET /orders/{id}/checkout-cancelled', res);
  }
  expect(await statusOf(request, orderId)).toBe('AWAITING_PAYMENT');
});

test('a completed event replayed three times makes one transition', async ({ request }) => {
  const { body, sessionId } = await placeGuestOrder(request);
  const orderId = await orderIdOf(body.email);
  const event = await signedEvent('checkout.session.completed', sessionId);
  const updatedAt = async () => (await testDb().doc(`orders/${orderId}`).get()).get('updatedAt').toMillis();
  const send = () =>
    request.post(stack.stripeWebhook, { headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.header() }, data: event.payload });

  expect((await send()).status()).toBe(200);
  expect(await statusOf(request, orderId)).toBe('PAYMENT_SUCCESS');
  const firstChange = await updatedAt();
  for (let i = 0; i < 2; i++) expect((await send()).status()).toBe(200);
  expect(await updatedAt()).toBe(firstChange);
});

test('an expired event after the completed one leaves the order PAYMENT_SUCCESS', async ({ request }) => {
  const { body, sessionId } = await placeGuestOrder(request);
  const orderId = await orderIdOf(body.email);
  for (const type of ['checkout.session.completed', 'checkout.session.expired']) {
    const event = await signedEvent(type, sessionId);
    const res = await request.post(stack.stripeWebhook, {
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.header() },
      data: event.payload,
    });
    expect(res.status()).toBe(200);
  }
  expect(await statusOf(request, orderId)).toBe('PAYMENT_SUCCESS');
});

test('a forged event for a real order answers 400 and changes nothing', async ({ request }) => {
  const { body, sessionId } = await placeGuestOrder(request);
  const orderId = await orderIdOf(body.email);
  const event = await signedEvent('checkout.session.completed', sessionId);
  const forged = stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: 'whsec_attacker' });
  const res = await request.post(stack.stripeWebhook, { headers: { 'Content-Type': 'application/json', 'Stripe-Signature': forged }, data: event.payload });
  expect(res.status()).toBe(400);
  expect(await statusOf(request, orderId)).toBe('AWAITING_PAYMENT');
});

test('GET /orders/{id}/status answers 404 for an unknown order', async ({ request }) => {
  const res = await request.get('/api/orders/no-such-order/status');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ error: 'Order not found' });
});
