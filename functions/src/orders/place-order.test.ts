import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startAuthStandIn } from '../../../local/bench/staff-accounts';
import { LocalFirestore } from '../../../local/firestore/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The use case against a real (local) Firestore and a payment provider that refuses or is
// gone: nothing may be left behind, whatever the provider does.

let firestore: LocalFirestore;
let provider: Server;
/** Firebase Auth, asked whether an account owns the buyer's address (none does). */
let identity: Awaited<ReturnType<typeof startAuthStandIn>>;
/** How the stand-in for Stripe behaves: refuse every request, refuse as an account without Stripe Tax, or drop the connection unanswered. */
let providerMode: 'refuse' | 'tax-inactive' | 'hang-up' = 'refuse';
let placeGuestOrder: typeof import('./place-order').placeGuestOrder;
let db: typeof import('../lib/firebase').db;
let API_TEXTS: typeof import('../texts').API_TEXTS;

const listen = (server: Server) => new Promise<number>((done) => server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)));

beforeAll(async () => {
  firestore = await LocalFirestore.start({ port: 0 });
  const port = firestore.port;
  provider = createServer((req, res) => {
    if (providerMode === 'hang-up') {
      req.socket.destroy();
      return;
    }
    res.writeHead(400, { 'Content-Type': 'application/json' });
    if (providerMode === 'tax-inactive') {
      // As Stripe answers a tax calculation on an account where Stripe Tax is not set up.
      const message = 'Stripe Tax has not been activated on your account.';
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', code: 'stripe_tax_inactive', message } }));
      return;
    }
    // As Stripe refuses an address it cannot e-mail.
    res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid email address' } }));
  });
  identity = await startAuthStandIn();
  Object.assign(process.env, {
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${port}`,
    FIREBASE_AUTH_EMULATOR_HOST: identity.host,
    GCLOUD_PROJECT: 'demo-place-order',
    FUNCTIONS_EMULATOR: 'true',
    STRIPE_SECRET_KEY: 'sk_test_place_order',
    STRIPE_WEBHOOK_SECRET: 'whsec_place_order',
    LOCAL_STRIPE_PORT: String(await listen(provider)),
  });
  ({ placeGuestOrder } = await import('./place-order'));
  ({ db } = await import('../lib/firebase'));
  ({ API_TEXTS } = await import('../texts'));
  const now = new Date();
  await db().doc('schools/s1').set({
    name: 'Lincoln',
    fullAddress: '1 Oak St',
    note: '',
    deliverToSchool: true,
    supplyListCount: 1,
    publishedListCount: 1,
    userCount: 0,
    createdAt: now,
  });
  await db()
    .doc('products/p1')
    .set({ name: 'Crayons', nameKey: 'crayons', description: '', priceCents: 299, productType: 'INDIVIDUAL', supplyListCount: 1, createdAt: now });
  await db()
    .doc('supplyLists/l1')
    .set({
      schoolId: 's1',
      name: 'K',
      nameKey: 'k',
      totalPriceCents: null,
      note: '',
      published: true,
      items: [{ productId: 'p1', quantity: 2 }],
      orderCount: 0,
      createdAt: now,
      updatedAt: now,
    });
});

afterAll(async () => {
  provider.close();
  identity.close();
  await firestore.stop();
});

const body = { email: 'pat@example.com', phone: '(217) 555-0101', studentFirstName: 'Ava', studentLastName: 'Lopez', supplyListId: 'l1' };

async function nothingWritten() {
  expect((await db().collection('orders').get()).size).toBe(0);
  expect((await db().collection('users').get()).size).toBe(0);
  expect((await db().doc('supplyLists/l1').get()).get('orderCount')).toBe(0);
}

describe('placeGuestOrder', () => {
  it('when the payment provider refuses the session, then 502 and no order, counter or guest record is left', async () => {
    await expect(placeGuestOrder(body, undefined)).rejects.toMatchObject({ status: 502 });
    await nothingWritten();
  });

  it('when Stripe Tax is not set up for the account, then 503 saying so, rather than a sale without tax, and nothing is left', async () => {
    providerMode = 'tax-inactive';
    await expect(placeGuestOrder(body, undefined)).rejects.toMatchObject({ status: 503, message: API_TEXTS.orders.taxNotSetUp });
    await nothingWritten();
  });

  it('when the payment provider hangs up without answering, then 502 and nothing is left', async () => {
    providerMode = 'hang-up';
    await expect(placeGuestOrder(body, 'key-12345678')).rejects.toMatchObject({ status: 502 });
    await nothingWritten();
  });
});
