import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { CancelOrderResponse, OrderResponse } from '@ssb/contract';
import { bearer, closeAdminAuth, signIn } from '../support/auth';
import { box, expectStatus, newGuest, orderIdOf, placeBoxes, placeGuestOrder, submitCard } from '../support/orders';
import { verifiedAccount } from '../support/roles';
import { searchableOrder } from '../support/school-data';
import { closeTestDb, createPrivateList, ports, stack, testDb } from '../support/stack';
import { eventApplied, localStripe as stripe } from '../support/webhook';
import { PROJECT_ID } from '../../local/stack/profiles';

// docs/decisions.md §23: every order is born from a checkout of 1–10 boxes, whatever door it
// came through, and carries its checkoutId; orders stored before are given theirs by
// `npm run migrate:checkouts`, and are paid, cancelled and refunded as before meanwhile.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

/** A private list prices 2 × Crayons at $2.99. */
const BOX_CENTS = 598;

const doc = async (path: string) => (await testDb().doc(path).get()).data();

/** The order's checkout as stored, after checking that the order names one and is among its boxes. */
async function checkoutOf(orderId: string) {
  const order = (await doc(`orders/${orderId}`))!;
  expect(order.checkoutId, `order ${orderId} names its checkout`).toEqual(expect.any(String));
  const checkout = await doc(`checkouts/${order.checkoutId as string}`);
  expect(checkout, `checkouts/${order.checkoutId as string} is stored with order ${orderId}`).toBeDefined();
  expect(checkout!.orderIds).toContain(orderId);
  return { checkoutId: order.checkoutId as string, checkout: checkout!, order };
}

test('every door places a checkout: the guest’s, the account’s, the household’s and the office’s orders each carry their checkoutId', async ({ request }) => {
  const { listId } = await createPrivateList({ deliverToSchool: true });
  const student = { studentFirstName: 'Ava', studentLastName: 'Lopez', supplyListId: listId };

  const guest = await placeGuestOrder(request, { supplyListId: listId });
  const account = await verifiedAccount('one-checkout');
  const signedIn = await request.post('/api/orders/checkout/user', { data: { userId: account.uid, ...student }, headers: bearer(account.token) });
  expect(signedIn.status(), await signedIn.text()).toBe(201);
  const household = await placeBoxes(request, { ...newGuest(), boxes: [box(listId, 'Noah'), box(listId, 'Mia')] });
  const office = await request.post('/api/orders', { data: { ...newGuest(), ...student }, headers: bearer(await signIn('admin@example.com')) });
  expect(office.status(), await office.text()).toBe(201);

  const accountOrderId = (await testDb().collection('orders').where('userId', '==', account.uid).get()).docs[0]!.id;
  const officeOrderId = ((await office.json()) as OrderResponse).order.id;
  const cardPaid = [await orderIdOf(guest.body.email), accountOrderId, ...household.orderIds];

  for (const orderId of cardPaid) {
    const { checkoutId, checkout, order } = await checkoutOf(orderId);
    // The session the checkout opened names the checkout, whichever door opened it.
    expect(checkout.sessionId).toBe(order.checkoutSessionId);
    expect((await stripe.checkout.sessions.retrieve(checkout.sessionId as string)).metadata).toEqual({ checkoutId });
  }
  // A checkout of one box is the checkout of its order: they share the id.
  expect((await checkoutOf(cardPaid[0]!)).checkout).toMatchObject({ orderIds: [cardPaid[0]], amountCents: BOX_CENTS, currency: 'usd' });
  expect((await checkoutOf(household.orderIds[0]!)).checkout).toMatchObject({ orderIds: household.orderIds, amountCents: 2 * BOX_CENTS });
  // The office's checkout opens no payment page.
  expect((await checkoutOf(officeOrderId)).checkout).toMatchObject({ orderIds: [officeOrderId], sessionId: null, amountCents: BOX_CENTS });
});

const run = promisify(execFile);
/** `npm run migrate:checkouts` against the test stack's Firestore, as `npm start` runs it on kept data. */
const migrateCheckouts = () =>
  run('npm', ['run', '--silent', 'migrate:checkouts'], {
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`, GCLOUD_PROJECT: PROJECT_ID },
  });

/**
 * An order as the checkouts stored it before every order had a checkout: no `checkoutId`, and a
 * payment page whose session names the order (metadata `orderId`), on a list of its own.
 */
async function orderStoredBeforeCheckouts() {
  const { schoolId, listId } = await createPrivateList({ deliverToSchool: true });
  const orderId = `old-order-${randomUUID().slice(0, 8)}`;
  const guest = newGuest();
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: BOX_CENTS, product_data: { name: 'Test List' } } }],
    client_reference_id: orderId,
    metadata: { orderId },
    payment_intent_data: { metadata: { orderId } },
    success_url: `${stack.app}/my-orders`,
    cancel_url: `${stack.app}/`,
  });
  const demo = (await doc('orders/order-demo-0004'))!;
  const now = Timestamp.now();
  const old = searchableOrder(orderId, {
    ...demo,
    status: 'AWAITING_PAYMENT',
    schoolId,
    supplyListId: listId,
    userId: `guest-old-${randomUUID().slice(0, 8)}`,
    emailKey: guest.email,
    contact: { ...(demo.contact as object), email: guest.email },
    snapshot: { ...(demo.snapshot as object), totalCents: BOX_CENTS },
    checkoutSessionId: session.id,
    checkoutUrl: session.url,
    paymentIntentId: null,
    paidAt: null,
    announced: [],
    createdAt: now,
    updatedAt: now,
  }) as Record<string, unknown>;
  delete old.checkoutId;
  await testDb().doc(`orders/${orderId}`).set(old);
  await testDb()
    .doc(`supplyLists/${listId}`)
    .update({ orderCount: FieldValue.increment(1) });
  return { orderId, session };
}

test('an order stored before checkouts is paid by its old session and refunded as before; `npm run migrate:checkouts` gives it its checkout, once', async ({
  request,
}) => {
  const { orderId, session } = await orderStoredBeforeCheckouts();
  const paid = await orderStoredBeforeCheckouts();
  expect((await submitCard(session.url!, '4242 4242 4242 4242')).status).toBe(303);
  await expectStatus(request, orderId, 'PAYMENT_SUCCESS');

  // $1.00 back from Stripe's dashboard, then the administrator cancels: the rest goes back, once.
  const paymentIntent = (await doc(`orders/${orderId}`))!.paymentIntentId as string;
  await stripe.refunds.create({ payment_intent: paymentIntent, amount: 100 });
  await eventApplied(orderId, 'charge.refunded');
  const admin = await signIn('admin@example.com');
  const cancelled = await request.delete(`/api/orders/${orderId}`, { headers: bearer(admin) });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  expect((await cancelled.json()) as CancelOrderResponse).toMatchObject({ order: { status: 'CANCELLED' }, refund: { amount: 5.98 } });
  expect((await stripe.refunds.list({ payment_intent: paymentIntent })).data.map((refund) => refund.amount)).toEqual([498, 100]);

  // Its old session's payment page is paid after the migration: the order is found through its checkout.
  await migrateCheckouts();
  for (const old of [orderId, paid.orderId]) {
    const { checkoutId, checkout } = await checkoutOf(old);
    expect(checkoutId).toBe(old);
    expect(checkout).toMatchObject({ orderIds: [old], amountCents: BOX_CENTS, currency: 'usd' });
  }
  expect((await checkoutOf(paid.orderId)).checkout.sessionId).toBe(paid.session.id);
  expect((await submitCard(paid.session.url!, '4242 4242 4242 4242')).status).toBe(303);
  await expectStatus(request, paid.orderId, 'PAYMENT_SUCCESS');

  // Run again, it changes nothing.
  const before = await doc(`checkouts/${paid.orderId}`);
  await migrateCheckouts();
  expect(await doc(`checkouts/${paid.orderId}`)).toEqual(before);
});
