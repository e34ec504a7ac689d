import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import type { Order } from '@ssb/contract';
import { expectAnswer } from '../support/answers';
import { bearer, closeAdminAuth, signIn } from '../support/auth';
import { mailsTo } from '../support/mail';
import { expectStatus, newGuest, privateGuestOrder, submitCard } from '../support/orders';
import { receiptToken } from '../support/signed-links';
import { closeTestDb, createPrivateList, ports, testDb } from '../support/stack';
import { eventApplied, localStripe } from '../support/webhook';
import { PROJECT_ID } from '../../local/stack/profiles';

// Money that went back is on the order wherever it is answered: `refunded: { amount, at }` in
// every order answer (and on the stored order, which the signed-in family's live list reads), and
// the family's e-mails never say that nothing was charged for an order that was paid.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

const PAID = '4242 4242 4242 4242';

let admin: Record<string, string>;
test.beforeAll(async () => {
  admin = bearer(await signIn('admin@example.com'));
});

async function paidGuestOrder(request: APIRequestContext) {
  const order = await privateGuestOrder(request);
  expect((await submitCard(order.checkoutUrl, PAID)).status).toBe(303);
  await expectStatus(request, order.orderId, 'PAYMENT_SUCCESS');
  return order;
}

/** The order as GET /orders/{id}, the guest lookup and the receipt link answer it. */
async function answersOf(request: APIRequestContext, orderId: string, guest: { email: string; phone: string }) {
  const byId = await request.get(`/api/orders/${orderId}`, { headers: admin });
  await expectAnswer('GET /orders/{id}', byId);
  const lookup = await request.post('/api/orders/lookup', { data: guest });
  await expectAnswer('POST /orders/lookup', lookup);
  const receipt = await request.get(`/api/orders/${orderId}/receipt?token=${receiptToken(orderId)}`);
  await expectAnswer('GET /orders/{id}/receipt', receipt);
  const found = (answer: { orders: Order[] }) => answer.orders.find((order) => order.id === orderId);
  return [((await byId.json()) as { order: Order }).order, found(await lookup.json()), found(await receipt.json())];
}

const within = (iso: string, from: number) => {
  const at = Date.parse(iso);
  return at >= from - 1000 && at <= Date.now() + 1000;
};

test('a paid order cancelled and refunded answers refunded: { amount, at } wherever it is answered, and on the stored order', async ({ request }) => {
  const { orderId, body } = await paidGuestOrder(request);
  const before = Date.now();
  const cancelled = await request.delete(`/api/orders/${orderId}`, { headers: admin });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  expect(((await cancelled.json()) as { order: Order }).order.refunded).toEqual({ amount: 5.98, at: expect.any(String) });

  const answers = await answersOf(request, orderId, body);
  for (const [i, order] of answers.entries()) {
    expect(order?.refunded, `answer ${i}`).toEqual({ amount: 5.98, at: expect.any(String) });
    expect(within(order!.refunded!.at, before), `${order!.refunded!.at} is when it was refunded`).toBe(true);
  }
  // What the browser's live list reads: the stored order carries it too, written with the refund.
  const stored = (await testDb().doc(`orders/${orderId}`).get()).data()!;
  expect(stored.refunded).toMatchObject({ amountCents: 598 });
});

test('a partial refund made in Stripe’s dashboard shows its amount, and the order stays as it was', async ({ request }) => {
  const { orderId, body } = await paidGuestOrder(request);
  const paymentIntent = (await testDb().doc(`orders/${orderId}`).get()).data()!.paymentIntentId as string;
  await localStripe.refunds.create({ payment_intent: paymentIntent, amount: 100 });
  await eventApplied(orderId, 'charge.refunded');
  for (const order of await answersOf(request, orderId, body)) {
    expect(order).toMatchObject({ status: 'PAYMENT_SUCCESS', refunded: { amount: 1 } });
  }
});

test('an order refunded before orders said so is told by npm run migrate:refunds, from its refund record', async ({ request }) => {
  const { orderId, body } = await paidGuestOrder(request);
  expect((await request.delete(`/api/orders/${orderId}`, { headers: admin })).status()).toBe(200);
  await eventApplied(orderId, 'charge.refunded');
  // As it was stored before: the refund record alone knows.
  await testDb().doc(`orders/${orderId}`).update({ refunded: FieldValue.delete() });
  expect((await answersOf(request, orderId, body))[0]).not.toHaveProperty('refunded');

  await promisify(execFile)('npm', ['run', '--silent', 'migrate:refunds'], {
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`, GCLOUD_PROJECT: PROJECT_ID },
  });
  for (const order of await answersOf(request, orderId, body)) expect(order?.refunded).toEqual({ amount: 5.98, at: expect.any(String) });
});

test('an order no money went back for answers no refunded', async ({ request }) => {
  const { orderId, body } = await paidGuestOrder(request);
  for (const order of await answersOf(request, orderId, body)) expect(order).not.toHaveProperty('refunded');
});

test('the cancellation e-mail of an order paid at the office never says that nothing was charged', async ({ request }) => {
  const { listId } = await createPrivateList({ deliverToSchool: true });
  const guest = newGuest();
  const recorded = await request.post('/api/orders', {
    headers: admin,
    data: { ...guest, supplyListId: listId, studentFirstName: 'Ava', studentLastName: 'Lopez', status: 'PAYMENT_SUCCESS' },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  const { order } = (await recorded.json()) as { order: Order };
  expect((await request.delete(`/api/orders/${order.id}`, { headers: admin })).status()).toBe(200);

  await expect.poll(async () => (await mailsTo(guest.email)).map((mail) => mail.kind)).toContain('cancelled');
  const mail = (await mailsTo(guest.email)).find((sent) => sent.kind === 'cancelled')!;
  expect(mail.message.text).not.toContain('Nothing was charged');
  expect(mail.message.text).toContain('Please contact us about the payment you made for it.');
});
