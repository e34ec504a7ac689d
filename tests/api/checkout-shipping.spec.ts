import { expect, test } from '@playwright/test';
import { closeAdminAuth, signIn } from '../support/auth';
import { callFrom, randomLoopback } from '../support/from-address';
import { call } from '../support/school-data';
import { newGuest } from '../support/orders';
import { localStripe as stripe } from '../support/webhook';
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
