import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { SeasonStatsResponse } from '@ssb/contract';
import { checkAnswer } from '../support/answers';
import { closeAdminAuth, signIn } from '../support/auth';
import { callFrom, randomLoopback } from '../support/from-address';
import { expectStatus, newGuest, submitCard } from '../support/orders';
import { call, createPrivateProducts } from '../support/school-data';
import { closeTestDb, createListAt, testDb } from '../support/stack';
import { eventApplied, localStripe, WEBHOOK_WAIT_MS } from '../support/webhook';

// The season's money (docs/decisions.md §24, §31) is the whole shop's: revenue without sales tax,
// and the tax collected apart. It runs in the shop-wide project, alone, so no other test pays a
// box between its reads and the moves it asserts are exact.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

let admin: string;
test.beforeAll(async () => {
  admin = await signIn('admin@example.com');
});

async function season() {
  const res = await call<SeasonStatsResponse>('GET', '/orders/stats/season', admin);
  expect(res.status).toBe(200);
  checkAnswer('GET /orders/stats/season', res.status, res.body);
  return res.body.season;
}

const cents = (dollars: number) => Math.round(dollars * 100);

test('the season’s revenue moves by what the box paid less its sales tax, and the sales tax collected by its tax; a refund takes both back', async ({
  request,
}) => {
  // An Illinois school's list of an $8.00 item and a $2.00 one the family already has, and 10 % off.
  const [kept, skipped] = await createPrivateProducts([800, 200]);
  const list = await createListAt('1 Test Way, Springfield, IL 62701', true, [
    { productId: kept!, quantity: 1 },
    { productId: skipped!, quantity: 1, optional: true },
  ]);
  const code = `SEASON${randomUUID().replace(/-/g, '').slice(0, 8)}`.toUpperCase();
  expect((await call('POST', '/promotion-codes', admin, { code, percentOff: 10 })).status).toBe(201);
  const body = {
    ...newGuest(),
    boxes: [{ supplyListId: list.listId, studentFirstName: 'Kid', studentLastName: 'Season', skippedProductIds: [skipped] }],
    promotionCode: code,
  };

  const before = await season();
  const placed = await callFrom(randomLoopback(), 'POST', '/api/orders/checkout', { body });
  expect(placed.status, placed.text).toBe(201);
  const { checkoutUrl, orderIds } = placed.json() as { checkoutUrl: string; orderIds: string[] };
  expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
  await expectStatus(request, orderIds[0]!, 'PAYMENT_SUCCESS', WEBHOOK_WAIT_MS);
  const after = await season();
  expect(after.paidBoxes - before.paidBoxes, 'no other box paid meanwhile').toBe(1);
  // $10.00 less the $2.00 item, less 10 % of $8.00: $7.20 sold, and 45 cents of Illinois's tax.
  expect(cents(after.paid - before.paid), 'revenue: what the box paid less its sales tax').toBe(720);
  expect(cents(after.taxCollected - before.taxCollected), 'sales tax collected').toBe(45);

  const cancelled = await call<{ refund: { amount: number } }>('DELETE', `/orders/${orderIds[0]}`, admin);
  expect(cancelled.body.refund).toMatchObject({ amount: 7.65 });
  const refunded = await season();
  expect(cents(refunded.refunded - after.refunded), 'refunded without its tax').toBe(720);
  expect(cents(refunded.taxCollected - after.taxCollected), 'its tax given back').toBe(-45);
  for (const s of [before, after, refunded]) expect(cents(s.paid - s.refunded)).toBe(cents(s.net));
});

test('a box refunded in part gives back of the sales tax collected what its refund record’s parts say, and the rest of the refund counts as refunded', async ({
  request,
}) => {
  // An Illinois school's list of one $8.00 item: 6.25 % makes 50 cents of tax, $8.50 paid.
  const [item] = await createPrivateProducts([800]);
  const list = await createListAt('1 Test Way, Springfield, IL 62701', true, [{ productId: item!, quantity: 1 }]);
  const body = { ...newGuest(), boxes: [{ supplyListId: list.listId, studentFirstName: 'Kid', studentLastName: 'Partial' }] };
  const placed = await callFrom(randomLoopback(), 'POST', '/api/orders/checkout', { body });
  expect(placed.status, placed.text).toBe(201);
  const { checkoutUrl, orderIds } = placed.json() as { checkoutUrl: string; orderIds: string[] };
  const orderId = orderIds[0]!;
  expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
  await expectStatus(request, orderId, 'PAYMENT_SUCCESS', WEBHOOK_WAIT_MS);

  const before = await season();
  // $3.00 back from Stripe's dashboard: the box stays paid, and its record splits the $3.00 by part.
  const stored = (await testDb().doc(`orders/${orderId}`).get()).data()!;
  await localStripe.refunds.create({ payment_intent: stored.paymentIntentId as string, amount: 300 });
  await eventApplied(orderId, 'charge.refunded');
  const parts = (await testDb().doc(`refunds/${orderId}`).get()).data()!.parts as { taxCents: number };
  expect(parts.taxCents, 'the refund’s share of the tax: 300 × 50 ÷ 850 by the largest remainder').toBe(18);
  const after = await season();
  expect(cents(after.taxCollected - before.taxCollected), 'the tax the refund gave back').toBe(-18);
  expect(cents(after.refunded - before.refunded), 'refunded without its tax').toBe(282);
  expect(cents(after.paid - before.paid), 'what was paid is unchanged').toBe(0);
});
