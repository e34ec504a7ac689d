import { expect, test } from '@playwright/test';
import { closeTestDb, secrets } from '../support/stack';
import { expectAnswer } from '../support/answers';
import { orderIdOf, placeGuestOrder, statusOf, submitCard } from '../support/orders';
import { linkSignature as signature, receiptToken } from '../support/signed-links';

test.afterAll(closeTestDb);

const DAY_S = 24 * 60 * 60;
const nowS = () => Math.floor(Date.now() / 1000);

const EXPIRED = { error: 'This link to your order has expired. Look up your orders with your e-mail and phone.' };
const NOT_VALID = { error: 'This link to your order is not valid' };

async function paidOrder(request: import('@playwright/test').APIRequestContext) {
  const { body, checkoutUrl } = await placeGuestOrder(request);
  const orderId = await orderIdOf(body.email);
  const back = new URL((await submitCard(checkoutUrl, '4242 4242 4242 4242')).headers.get('location')!);
  return { orderId, receipt: back.searchParams.get('receipt')! };
}

test('the return address’s receipt link carries its expiry, 7 days after the checkout, and opens the order until then', async ({ request }) => {
  const before = nowS();
  const { orderId, receipt } = await paidOrder(request);
  const [, expiresAt] = /^(\d+)\.[A-Za-z0-9_-]{43}$/.exec(receipt) ?? [];
  expect(Number(expiresAt), `receipt token ${receipt}`).toBeGreaterThanOrEqual(before + 7 * DAY_S);
  expect(Number(expiresAt)).toBeLessThanOrEqual(nowS() + 7 * DAY_S);
  expect((await request.get(`/api/orders/${orderId}/receipt?token=${receipt}`)).status()).toBe(200);
});

test('a receipt link past its expiry opens nothing and says it has expired; an altered expiry is not valid', async ({ request }) => {
  const { orderId } = await paidOrder(request);
  const yesterday = nowS() - DAY_S;

  const expired = await request.get(`/api/orders/${orderId}/receipt?token=${receiptToken(orderId, yesterday)}`);
  expect(expired.status()).toBe(410);
  await expectAnswer('GET /orders/{id}/receipt', expired);
  expect(await expired.json()).toEqual(EXPIRED);

  // The expiry is part of what is signed: moving it forward breaks the signature.
  const [, sig] = receiptToken(orderId, yesterday).split('.');
  const extended = await request.get(`/api/orders/${orderId}/receipt?token=${yesterday + 30 * DAY_S}.${sig}`);
  expect(extended.status()).toBe(403);
  expect(await extended.json()).toEqual(NOT_VALID);

  expect((await request.get(`/api/orders/${orderId}/receipt?token=${receiptToken(orderId, nowS() + DAY_S)}`)).status()).toBe(200);
});

test('a receipt link signed with the Stripe webhook secret, or with a previous key no rotation accepts, opens nothing', async ({ request }) => {
  const { orderId } = await paidOrder(request);
  const inAWeek = nowS() + 7 * DAY_S;
  for (const [token, why] of [
    [signature(secrets.stripeWebhookSecret, 'order-receipt', orderId), 'the webhook secret, as receipt links were signed'],
    [receiptToken(orderId, inAWeek, secrets.stripeWebhookSecret), 'the webhook secret, with an expiry'],
    [receiptToken(orderId, inAWeek, secrets.checkoutLinkSecretPrevious), 'the previous key, with no rotation under way'],
    [receiptToken(orderId, inAWeek, secrets.mailLinkSecret), 'the e-mail links’ key'],
  ] as const) {
    const refused = await request.get(`/api/orders/${orderId}/receipt?token=${token}`);
    expect(refused.status(), why).toBe(403);
    expect(await refused.json(), why).toEqual(NOT_VALID);
  }
});

test('a cancel link signed with the Stripe webhook secret fails no order', async ({ request }) => {
  const { body } = await placeGuestOrder(request);
  const orderId = await orderIdOf(body.email);
  const forged = signature(secrets.stripeWebhookSecret, 'cancel-checkout', orderId);
  const res = await request.get(`/api/orders/${orderId}/checkout-cancelled?token=${forged}`, { maxRedirects: 0 });
  expect(res.status()).toBe(403);
  expect(await statusOf(request, orderId)).toBe('AWAITING_PAYMENT');
});
