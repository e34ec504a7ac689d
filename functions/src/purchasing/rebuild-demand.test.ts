import type { OrderStatus } from '@ssb/contract';
import { LocalFirestore } from '../../../local/firestore/server';
import { anOrder } from '../test/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The migration against a real (local) Firestore: what it counts from the orders is what the
// status moves would have kept, and what was kept wrong is written over.

let firestore: LocalFirestore;
let rebuildDemand: typeof import('./rebuild-demand').rebuildDemand;
let db: typeof import('../lib/firebase').db;

const item = (productId: string, quantity: number) => ({ productId, name: productId, description: '', priceCents: 100, quantity });

beforeAll(async () => {
  firestore = await LocalFirestore.start({ port: 0 });
  Object.assign(process.env, { FIRESTORE_EMULATOR_HOST: `127.0.0.1:${firestore.port}`, GCLOUD_PROJECT: 'demo-rebuild-demand' });
  ({ rebuildDemand } = await import('./rebuild-demand'));
  ({ db } = await import('../lib/firebase'));
  const order = (schoolId: string, status: OrderStatus, items: ReturnType<typeof item>[]) => {
    const base = anOrder({ schoolId, status });
    return { ...base, snapshot: { ...base.snapshot, items, skippedItems: [item('skipped', 9)] } };
  };
  const orders = [
    order('a', 'PAYMENT_SUCCESS', [item('crayons', 2), item('glue', 1)]),
    order('a', 'PAYMENT_SUCCESS', [item('crayons', 3)]),
    order('a', 'PREPARING', [item('crayons', 50)]),
    order('a', 'AWAITING_PAYMENT', [item('crayons', 50)]),
    order('b', 'PAYMENT_SUCCESS', [item('glue', 4)]),
    order('b', 'CANCELLED', [item('glue', 50)]),
  ];
  for (const [i, data] of orders.entries()) await db().doc(`orders/o${i}`).set(data);
  for (const id of ['a', 'b', 'c']) await db().doc(`schools/${id}`).set({ name: id });
  // Kept wrong: written over.
  await db()
    .doc('demand/school_c')
    .set({ products: { crayons: 7 } });
  await db()
    .doc('demand/shop')
    .set({ products: { ruler: 3 } });
}, 30_000);

afterAll(async () => {
  await firestore.stop();
});

describe('rebuildDemand', () => {
  it('counts each school’s paid boxes not yet packed, after skips, and the shop’s as their sum, over what was kept', async () => {
    expect(await rebuildDemand()).toBe(3);
    const products = async (id: string) => (await db().doc(`demand/${id}`).get()).data()?.products;
    expect(await products('school_a')).toEqual({ crayons: 5, glue: 1 });
    expect(await products('school_b')).toEqual({ glue: 4 });
    expect(await products('school_c')).toEqual({});
    expect(await products('shop')).toEqual({ crayons: 5, glue: 5 });
    // Again: the same.
    await rebuildDemand();
    expect(await products('shop')).toEqual({ crayons: 5, glue: 5 });
  });
});
