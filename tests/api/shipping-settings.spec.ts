import { expect, test } from '@playwright/test';
import { closeAdminAuth, signIn } from '../support/auth';
import { as, onlyAdminMay } from '../support/admin-matrix';
import { personasFor, type Personas } from '../support/roles';
import { call, createPrivateSchool } from '../support/school-data';
import { closeTestDb, testDb } from '../support/stack';

// The fee for a box shipped home (GET /settings/shipping, public; PUT, administrators): dollars in
// the API, cents in one document. The checkout charges it later; here it is only kept and read.

// One document for the whole shop: the tests take turns with it.
test.describe.configure({ mode: 'serial' });

type Shipping = { shipping: { homeDeliveryFee: number; freeOver: number | null } };

let admin: string;
let personas: Personas;

test.beforeAll(async () => {
  admin = await signIn('admin@example.com');
  personas = await personasFor(await createPrivateSchool(), await createPrivateSchool());
});

test.afterAll(async () => {
  await testDb().doc('settings/shipping').delete();
  await closeAdminAuth();
  await closeTestDb();
});

const stored = async () => (await testDb().doc('settings/shipping').get()).data();

test('until an administrator sets a fee there is none, and anyone may read that', async () => {
  await testDb().doc('settings/shipping').delete();
  for (const [persona, token] of Object.entries(personas)) {
    const res = await call<Shipping>('GET', '/settings/shipping', token);
    expect(res.status, persona).toBe(200);
    expect(res.body, persona).toEqual({ shipping: { homeDeliveryFee: 0, freeOver: null } });
  }
});

test('an administrator sets the fee and the threshold in dollars, kept in cents; a threshold left out is none', async () => {
  const set = await call<Shipping>('PUT', '/settings/shipping', admin, { homeDeliveryFee: 9, freeOver: 50 });
  expect(set).toEqual({ status: 200, body: { shipping: { homeDeliveryFee: 9, freeOver: 50 } } });
  expect(await stored()).toMatchObject({ homeDeliveryFeeCents: 900, freeOverCents: 5000 });
  expect((await call<Shipping>('GET', '/settings/shipping', null)).body).toEqual({ shipping: { homeDeliveryFee: 9, freeOver: 50 } });

  const noThreshold = await call<Shipping>('PUT', '/settings/shipping', admin, { homeDeliveryFee: 4.99 });
  expect(noThreshold.body).toEqual({ shipping: { homeDeliveryFee: 4.99, freeOver: null } });
  expect(await stored()).toMatchObject({ homeDeliveryFeeCents: 499, freeOverCents: null });
  const noFee = await call<Shipping>('PUT', '/settings/shipping', admin, { homeDeliveryFee: 0, freeOver: null });
  expect(noFee.body).toEqual({ shipping: { homeDeliveryFee: 0, freeOver: null } });
});

test('only an administrator changes it: everyone else is refused and nothing is written', async ({ request }) => {
  await call('PUT', '/settings/shipping', admin, { homeDeliveryFee: 7.5, freeOver: 40 });
  await onlyAdminMay(personas, (token) => request.put('/api/settings/shipping', { data: { homeDeliveryFee: 1 }, ...as(token) }));
  expect(await stored()).toMatchObject({ homeDeliveryFeeCents: 750, freeOverCents: 4000 });
});

test('bad input is 400 naming the field, and changes nothing', async () => {
  await call('PUT', '/settings/shipping', admin, { homeDeliveryFee: 7.5, freeOver: 40 });
  const bad: [unknown, RegExp][] = [
    [{}, /^homeDeliveryFee: /],
    [{ homeDeliveryFee: -1 }, /^homeDeliveryFee: /],
    [{ homeDeliveryFee: 1.005 }, /^homeDeliveryFee: /],
    [{ homeDeliveryFee: '9' }, /^homeDeliveryFee: /],
    [{ homeDeliveryFee: 1_000_000 }, /^homeDeliveryFee: /],
    [{ homeDeliveryFee: 9, freeOver: 0 }, /^freeOver: Enter an order amount above \$0\.00 for free delivery, or leave it empty$/],
    [{ homeDeliveryFee: 9, freeOver: -5 }, /^freeOver: /],
    [{ homeDeliveryFee: 9, freeOver: 'lots' }, /^freeOver: /],
  ];
  for (const [body, error] of bad) {
    const res = await call<{ error: string }>('PUT', '/settings/shipping', admin, body);
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(res.body.error, JSON.stringify(body)).toMatch(error);
  }
  expect(await stored()).toMatchObject({ homeDeliveryFeeCents: 750, freeOverCents: 4000 });
});
