import { expect, test, type APIRequestContext } from '@playwright/test';
import type { OrderDetailResponse, SeasonStatsResponse } from '@ssb/contract';
import { expectAnswer } from '../support/answers';
import { bearer, closeAdminAuth, signIn } from '../support/auth';
import { mailsTo } from '../support/mail';
import { expectStatus, privateGuestOrder, submitCard } from '../support/orders';
import { representativeOf } from '../support/roles';
import { createPrivateSchool } from '../support/school-data';
import { closeTestDb } from '../support/stack';
import { eventApplied } from '../support/webhook';

// An order's page (docs/decisions.md §32): GET /orders/{id} answers every change of the order
// from what the product records, who made it, its payment, refunds and e-mails; and the
// Overview's money this season with its paid boxes per day (GET /orders/stats/season).

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

let admin: Record<string, string>;
test.beforeAll(async () => {
  admin = bearer(await signIn('admin@example.com'));
});

async function detailOf(request: APIRequestContext, orderId: string, headers: Record<string, string>) {
  const res = await request.get(`/api/orders/${orderId}`, { headers });
  expect(res.status(), `GET /orders/${orderId}`).toBe(200);
  await expectAnswer('GET /orders/{id}', res);
  return (await res.json()) as OrderDetailResponse;
}

async function paidOrder(request: APIRequestContext) {
  const order = await privateGuestOrder(request);
  expect((await submitCard(order.checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
  await expectStatus(request, order.orderId, 'PAYMENT_SUCCESS');
  return order;
}

test('the timeline holds every change of a paid, packed and refunded order, who made each, its refund and its e-mails; the staff see its payment and deliveries', async ({
  request,
}) => {
  const { orderId, schoolId, body } = await paidOrder(request);
  expect((await request.put(`/api/orders/${orderId}/status`, { headers: admin, data: { status: 'PREPARING' } })).status()).toBe(200);
  const cancelled = await request.delete(`/api/orders/${orderId}`, { headers: admin });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await eventApplied(orderId, 'charge.refunded');
  await expect.poll(async () => (await mailsTo(body.email)).every((mail) => mail.delivery?.state === 'SUCCESS'), { timeout: 15_000 }).toBe(true);

  const { timeline, details } = await detailOf(request, orderId, admin);
  const changes = timeline.filter((entry) => entry.event !== 'emailed');
  expect(changes.slice(0, 3), 'every change, oldest first, with who made it').toEqual([
    { at: expect.any(String), event: 'placed', to: 'AWAITING_PAYMENT', by: 'family' },
    { at: expect.any(String), event: 'paid', from: 'AWAITING_PAYMENT', to: 'PAYMENT_SUCCESS', by: 'stripe' },
    { at: expect.any(String), event: 'packed', from: 'PAYMENT_SUCCESS', to: 'PREPARING', by: 'admin@example.com' },
  ]);
  // The refund is made with Stripe just before the transaction that cancels: the two are a moment apart.
  expect(changes.slice(3)).toEqual(
    expect.arrayContaining([
      { at: expect.any(String), event: 'cancelled', from: 'PREPARING', to: 'CANCELLED', by: 'admin@example.com' },
      { at: expect.any(String), event: 'refunded', amount: 5.98, by: 'admin@example.com' },
    ]),
  );
  expect(changes).toHaveLength(5);
  expect(timeline.filter((entry) => entry.event === 'emailed').map((entry) => entry.subject)).toHaveLength(3);
  const times = timeline.map((entry) => entry.at);
  expect(times, 'oldest first').toEqual([...times].sort());

  expect(details).toMatchObject({
    delivery: { toSchool: true, address: expect.stringContaining('Test School') },
    payment: {
      amount: 5.98,
      paidAt: expect.any(String),
      paymentIntentId: expect.any(String),
      refunded: 5.98,
      refunds: [{ id: expect.any(String), amount: 5.98 }],
    },
    pickedUp: null,
  });
  expect(details!.emails.map((mail) => [mail.kind, mail.to, mail.delivery?.state])).toEqual([
    ['confirmed', body.email, 'SUCCESS'],
    ['preparing', body.email, 'SUCCESS'],
    ['cancelled', body.email, 'SUCCESS'],
  ]);

  // The school's representative sees the same; another school's does not see the order at all.
  const rep = await representativeOf(schoolId);
  const asRep = await detailOf(request, orderId, bearer(rep.token));
  expect(asRep.timeline).toEqual(timeline);
  expect(asRep.details).toEqual(details);
  const otherRep = await representativeOf(await createPrivateSchool());
  expect((await request.get(`/api/orders/${orderId}`, { headers: bearer(otherRep.token) })).status()).toBe(403);
});

test('a handover’s pick-up is on the timeline, and its family sees the changes without who made them or the staff’s details', async ({ request }) => {
  const { orderId } = await paidOrder(request);
  expect((await request.post(`/api/orders/${orderId}/hand-over`, { headers: admin })).status()).toBe(200);
  const staff = await detailOf(request, orderId, admin);
  expect(staff.timeline.at(-1)).toMatchObject({ event: 'pickedUp', from: 'PAYMENT_SUCCESS', to: 'COMPLETED', by: 'admin@example.com' });
  expect(staff.details!.pickedUp).toEqual({ at: expect.any(String), by: 'admin@example.com' });

  // The demo parent's own order: a family reads its timeline, not who made each change.
  const family = await detailOf(request, 'order-demo-0001', bearer(await signIn('parent@example.com')));
  expect(family.details).toBeUndefined();
  expect(family.timeline.length).toBeGreaterThan(0);
  for (const entry of family.timeline) expect(entry.by).toBeUndefined();
});

test('the season’s money comes from aggregations: paid, refunded, net and the average box; its days count the boxes paid each day', async ({ request }) => {
  const season = async () => {
    const res = await request.get(`/api/orders/stats/season?timeZone=America/Chicago`, { headers: admin });
    expect(res.status(), 'GET /orders/stats/season').toBe(200);
    await expectAnswer('GET /orders/stats/season', res);
    return ((await res.json()) as SeasonStatsResponse).season;
  };
  const before = await season();
  const { orderId } = await paidOrder(request);
  expect((await request.delete(`/api/orders/${orderId}`, { headers: admin })).status()).toBe(200);
  const after = await season();

  expect(after.startsOn).toBe(`${new Date().getUTCMonth() >= 6 ? new Date().getUTCFullYear() : new Date().getUTCFullYear() - 1}-07-01`);
  // Other tests pay and refund meanwhile: this box is at least part of what moved.
  expect(after.paidBoxes - before.paidBoxes).toBeGreaterThanOrEqual(1);
  expect(after.paid - before.paid).toBeGreaterThanOrEqual(5.98 - 0.001);
  expect(after.refunded - before.refunded).toBeGreaterThanOrEqual(5.98 - 0.001);
  for (const s of [before, after]) {
    expect(Math.round((s.paid - s.refunded) * 100)).toBe(Math.round(s.net * 100));
    expect(s.averageBox).toBeCloseTo(s.paidBoxes ? s.paid / s.paidBoxes : 0, 2);
  }
  // A day per day of the season, its first to today; today's counts this box.
  expect(after.days[0]!.day).toBe(after.startsOn);
  const today = after.days.at(-1)!;
  expect(today.boxes - (before.days.at(-1)!.day === today.day ? before.days.at(-1)!.boxes : 0)).toBeGreaterThanOrEqual(1);

  expect((await request.get('/api/orders/stats/season', { headers: bearer(await signIn('rep@example.com')) })).status()).toBe(403);
  expect((await request.get('/api/orders/stats/season')).status()).toBe(401);
});
