import { expect, test } from '@playwright/test';
import { closeAdminAuth, signIn } from '../support/auth';
import { callFrom, randomLoopback } from '../support/from-address';
import { call } from '../support/school-data';
import { expectStatus, newGuest, submitCard } from '../support/orders';
import { localStripe as stripe, WEBHOOK_WAIT_MS } from '../support/webhook';
import { closeTestDb, createListAt, testDb } from '../support/stack';

// Shipping a box home (docs/decisions.md §24): the fee once per checkout with a box delivered
// home, waived when its items come to the threshold, never for a checkout delivered to school;
// a Shipping line of the payment page. `settings/shipping` is one document for the whole shop:
// these tests run in the `api shop settings` project, after every other project, one at a time,
// and leave no fee behind.

test.describe.configure({ mode: 'serial' });

type Quote = { subtotal: number; discount: number; shipping: number; tax: number | null; total: number };

let admin: string;

test.beforeAll(async () => {
  admin = await signIn('admin@example.com');
});

test.afterAll(async () => {
  await testDb().doc('settings/shipping').delete();
  await closeAdminAuth();
  await closeTestDb();
});

/** A school in Oregon (no sales tax) with a published list of 2 × crayons at $2.99. */
const list = async (deliverToSchool: boolean): Promise<string> =>
  (await createListAt('3 Test Way, Portland, OR 97201', deliverToSchool, [{ productId: 'prod-crayons', quantity: 2 }])).listId;

const home = { line1: '5 Pine Street', line2: '', city: 'Portland', state: 'OR', zipCode: '97201' };
const illinoisHome = { line1: '19 Elm Street', line2: '', city: 'Chatham', state: 'IL', zipCode: '62629' };
const box = (supplyListId: string, i = 0) => ({ supplyListId, studentFirstName: `Kid${i}`, studentLastName: 'Shipping' });

async function quoted(body: Record<string, unknown>): Promise<Quote> {
  const res = await callFrom(randomLoopback(), 'POST', '/api/orders/checkout/quote', { body });
  expect(res.status, res.text).toBe(200);
  return (res.json() as { quote: Quote }).quote;
}

async function setShipping(homeDeliveryFee: number, freeOver: number | null) {
  expect((await call('PUT', '/settings/shipping', admin, { homeDeliveryFee, freeOver })).status).toBe(200);
}

test('the fee is charged once for a checkout with boxes going home, as a Shipping line the payment page charges', async () => {
  await setShipping(9, 50);
  const toHome = await list(false);
  const body = { ...newGuest(), boxes: [box(toHome, 0), box(toHome, 1)], address: home };
  expect(await quoted(body)).toMatchObject({ subtotal: 11.96, shipping: 9, tax: 0, total: 20.96 });
  // The fee does not wait for the address, as the tax does.
  expect(await quoted({ ...body, address: undefined })).toMatchObject({ subtotal: 11.96, shipping: 9, tax: null, total: 20.96 });

  const res = await callFrom(randomLoopback(), 'POST', '/api/orders/checkout', { body });
  expect(res.status, res.text).toBe(201);
  const { checkoutUrl, orderIds } = res.json() as { checkoutUrl: string; orderIds: string[] };
  const sessionId = new URL(checkoutUrl).pathname.split('/').pop()!;
  expect((await stripe.checkout.sessions.retrieve(sessionId)).amount_total).toBe(2096);
  const lines = await stripe.checkout.sessions.listLineItems(sessionId);
  expect(lines.data.map((line) => line.description).at(-1)).toBe('Shipping');
  expect((await testDb().doc(`checkouts/${orderIds[0]}`).get()).get('money.shippingCents')).toBe(900);
  // The first box carries it.
  const shares = await Promise.all(orderIds.map(async (id) => (await testDb().doc(`orders/${id}`).get()).get('money.shippingCents') as number));
  expect(shares).toEqual([900, 0]);
});

test('the fee is waived when the items come to the threshold, and never charged when every box goes to its school', async () => {
  await setShipping(9, 11.96);
  const toHome = await list(false);
  const toSchool = await list(true);
  expect(await quoted({ ...newGuest(), boxes: [box(toHome, 0), box(toHome, 1)], address: home })).toMatchObject({ shipping: 0, total: 11.96 });
  expect(await quoted({ ...newGuest(), boxes: [box(toHome, 0)], address: home })).toMatchObject({ shipping: 9, total: 14.98 });
  await setShipping(9, null);
  expect(await quoted({ ...newGuest(), boxes: [box(toSchool, 0), box(toSchool, 1)] })).toMatchObject({ shipping: 0, total: 11.96 });
  // One box home among boxes to school: the checkout pays it once.
  expect(await quoted({ ...newGuest(), boxes: [box(toSchool, 0), box(toHome, 1)], address: home })).toMatchObject({ shipping: 9, total: 20.96 });
});

type Parts = { itemsCents: number; discountCents: number; shippingCents: number; taxCents: number };
const partsSum = (parts: Parts) => parts.itemsCents - parts.discountCents + parts.shippingCents + parts.taxCents;

/** The lines and the shipping a box's tax reversal names, as the payment provider recorded it. */
async function reversalOf(checkoutId: string, orderId: string) {
  const ids = (await testDb().doc(`checkouts/${checkoutId}`).get()).get('money.taxReversalIds') as string[];
  const reversals = await Promise.all(ids.map((id) => stripe.tax.transactions.retrieve(id)));
  const reversal = reversals.find((found) => found.reference === `${orderId}-cancelled`);
  expect(reversal, `a reversal of ${orderId}`).toBeTruthy();
  const lines = await stripe.tax.transactions.listLineItems(reversal!.id);
  return {
    lines: lines.data.map((line) => [line.reference, line.amount, line.amount_tax]),
    shipping: reversal!.shipping_cost ? [reversal!.shipping_cost.amount, reversal!.shipping_cost.amount_tax] : null,
  };
}

test('cancelling the box that carries the shipping refunds none of it while another box still goes home; that box takes it over and gives it back, with its tax, when cancelled', async ({
  request,
}) => {
  await setShipping(9, null);
  // An Illinois school delivering home (6.25 %): each box 2 × $2.99, 37 cents of tax; the $9.00 shipping's tax 56 cents.
  const toHome = (await createListAt('1 Test Way, Springfield, IL 62701', false, [{ productId: 'prod-crayons', quantity: 2 }])).listId;
  const res = await callFrom(randomLoopback(), 'POST', '/api/orders/checkout', {
    body: { ...newGuest(), boxes: [box(toHome, 0), box(toHome, 1)], address: illinoisHome },
  });
  expect(res.status, res.text).toBe(201);
  const { checkoutUrl, orderIds } = res.json() as { checkoutUrl: string; orderIds: string[] };
  const [first, second] = orderIds as [string, string];
  expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
  for (const id of orderIds) await expectStatus(request, id, 'PAYMENT_SUCCESS', WEBHOOK_WAIT_MS);
  expect((await testDb().doc(`orders/${first}`).get()).get('money')).toMatchObject({ shippingCents: 900, taxCents: 93 });

  // The first box carried the shipping; the second still goes home: $5.98 and its 37 cents, no shipping.
  const firstCancel = await call<{ refund: { amount: number } }>('DELETE', `/orders/${first}`, admin);
  expect(firstCancel.status).toBe(200);
  expect(firstCancel.body.refund, 'the first refund leaves the shipping out').toMatchObject({ amount: 6.35 });
  const firstRecord = (await testDb().doc(`refunds/${first}`).get()).data()!;
  expect(firstRecord.parts).toEqual({ itemsCents: 598, discountCents: 0, shippingCents: 0, taxCents: 37 });
  expect(partsSum(firstRecord.parts as Parts)).toBe(firstRecord.amountCents);
  expect(await reversalOf(first, first)).toEqual({ lines: [['box1-prod-crayons', -598, -37]], shipping: null });
  expect((await testDb().doc(`orders/${second}`).get()).get('money'), 'the second box carries the shipping now').toMatchObject({
    shippingCents: 900,
    taxCents: 93,
  });

  // The last box going home is cancelled: the shipping and its tax go back with it.
  const secondCancel = await call<{ refund: { amount: number } }>('DELETE', `/orders/${second}`, admin);
  expect(secondCancel.body.refund).toMatchObject({ amount: 15.91 });
  const secondRecord = (await testDb().doc(`refunds/${second}`).get()).data()!;
  expect(secondRecord.parts).toEqual({ itemsCents: 598, discountCents: 0, shippingCents: 900, taxCents: 93 });
  expect(partsSum(secondRecord.parts as Parts)).toBe(secondRecord.amountCents);
  expect(await reversalOf(first, second)).toEqual({ lines: [['box2-prod-crayons', -598, -37]], shipping: [-900, -56] });

  // The staff's order page says each part.
  const page = await call<{ details: { payment: { refundParts: unknown } } }>('GET', `/orders/${second}`, admin);
  expect(page.body.details.payment.refundParts).toEqual({ items: 5.98, discount: 0, shipping: 9, tax: 0.93 });
});

test('an order recorded at the office for a box going home is charged the shipping and its tax at the home address, as a checkout is', async () => {
  await setShipping(9, null);
  const toHome = (await createListAt('1 Test Way, Springfield, IL 62701', false, [{ productId: 'prod-crayons', quantity: 2 }])).listId;
  const res = await call<{ order: { money?: unknown } }>('POST', '/orders', admin, {
    supplyListId: toHome,
    ...newGuest(),
    studentFirstName: 'Ola',
    studentLastName: 'Office',
    address: illinoisHome,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.order.money).toEqual({ subtotal: 5.98, skipped: 0, discount: 0, shipping: 9, tax: 0.93, total: 15.91 });
});
