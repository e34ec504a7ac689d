import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, setDoc, where, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// firestore.rules, role by role: own order allowed, another's denied, unfiltered
// list denied, list constrained to one's own user or school allowed, any write denied.

const [host, port] = inject('firestoreEmulatorHost').split(':') as [string, string];
const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

let env: RulesTestEnvironment;

/**
 * rules-unit-testing types its contexts' Firestore as the compat SDK's; the modular
 * functions used here take it as it is (they unwrap compat instances).
 */
const modular = (context: { firestore(): unknown }) => context.firestore() as Firestore;
/** An administrator, a representative, a verified parent and nobody: for what no browser may touch. */
const everyRole = () => [
  env.authenticatedContext('a1', { role: 'admin' }),
  env.authenticatedContext('r1', { email_verified: true, role: 'rep', schoolId: 's1' }),
  env.authenticatedContext('p1', { email: 'p1@example.com', email_verified: true, role: 'parent' }),
  env.unauthenticatedContext(),
];

const order = (over: Record<string, unknown>) => ({
  status: 'PAYMENT_SUCCESS',
  placedAsGuest: false,
  emailKey: 'x@example.com',
  createdAt: new Date('2026-09-01'),
  ...over,
});

beforeAll(async () => {
  env = await initializeTestEnvironment({ projectId: 'demo-product-rules', firestore: { host, port: Number(port), rules } });
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = modular(context);
    await setDoc(doc(db, 'orders/p1-order'), order({ userId: 'p1', schoolId: 's1', emailKey: 'p1@example.com' }));
    await setDoc(doc(db, 'orders/p2-order'), order({ userId: 'p2', schoolId: 's2', emailKey: 'p2@example.com' }));
    await setDoc(doc(db, 'orders/p1-as-guest'), order({ userId: 'guest-p1', schoolId: 's2', emailKey: 'p1@example.com', placedAsGuest: true }));
    await setDoc(doc(db, 'users/p1'), { email: 'p1@example.com', type: 'USER' });
    await setDoc(doc(db, 'users/p2'), { email: 'p2@example.com', type: 'USER' });
    await setDoc(doc(db, 'schools/s1'), { name: 'Lincoln' });
    await setDoc(doc(db, 'invitations/s1_digest'), { schoolId: 's1', email: 'invited@example.com', emailKey: 'invited@example.com' });
    await setDoc(doc(db, 'pickTotals/s1'), { boxes: 1, products: {}, supplyLists: {} });
    await setDoc(doc(db, 'orderMargins/p1-order'), { day: '2026-08-03', lines: [{ productId: 'crayons', quantity: 1, revenueCents: 299, costCents: 120 }] });
    await setDoc(doc(db, 'marginDays/2026-08-03'), { day: '2026-08-03', products: {}, lists: {}, schools: {} });
    await setDoc(doc(db, 'promotionCodes/K7M2P9Q4RX'), { code: 'K7M2P9Q4RX', schoolId: 's1', percentOff: 100, batchId: 'b1' });
    await setDoc(doc(db, 'settings/shipping'), { homeDeliveryFeeCents: 900, freeOverCents: 5000 });
    await setDoc(doc(db, 'shipments/sh1'), { schoolId: 's1', status: 'SHIPPED', orderIds: ['p1-order'] });
  });
});

afterAll(async () => {
  await env?.cleanup();
});

const ordersWhere = (db: Firestore, field: string, value: unknown) =>
  query(collection(db, 'orders'), where(field, '==', value), orderBy('createdAt', 'desc'), limit(50));
const someWrite = (db: Firestore) => setDoc(doc(db, 'orders/p1-order'), order({ userId: 'p1', schoolId: 's1', status: 'COMPLETED' }));

interface Persona {
  name: string;
  db: () => Firestore;
  own?: string;
  ownFilter?: [string, string];
}

const personas: Persona[] = [
  { name: 'anonymous', db: () => modular(env.unauthenticatedContext()) },
  {
    name: 'a parent',
    db: () => modular(env.authenticatedContext('p1', { email: 'p1@example.com', email_verified: true, role: 'parent' })),
    own: 'p1-order',
    ownFilter: ['userId', 'p1'],
  },
  {
    name: 'another parent',
    db: () => modular(env.authenticatedContext('p2', { email: 'p2@example.com', email_verified: true, role: 'parent' })),
    own: 'p2-order',
    ownFilter: ['userId', 'p2'],
  },
  {
    name: 'the school’s representative',
    db: () => modular(env.authenticatedContext('r1', { email_verified: true, role: 'rep', schoolId: 's1' })),
    own: 'p1-order',
    ownFilter: ['schoolId', 's1'],
  },
  {
    name: 'another school’s representative',
    db: () => modular(env.authenticatedContext('r2', { email_verified: true, role: 'rep', schoolId: 's2' })),
    own: 'p2-order',
    ownFilter: ['schoolId', 's2'],
  },
  { name: 'an administrator', db: () => modular(env.authenticatedContext('a1', { role: 'admin' })) },
];

describe('orders', () => {
  for (const persona of personas) {
    describe(persona.name, () => {
      if (persona.own) {
        it('gets its own order, and not another’s', async () => {
          const db = persona.db();
          await assertSucceeds(getDoc(doc(db, `orders/${persona.own}`)));
          const other = persona.own === 'p1-order' ? 'p2-order' : 'p1-order';
          await assertFails(getDoc(doc(db, `orders/${other}`)));
        });

        it('lists orders constrained to itself, and not unfiltered or someone else’s', async () => {
          const db = persona.db();
          const [field, value] = persona.ownFilter!;
          const mine = await assertSucceeds(getDocs(ordersWhere(db, field, value)));
          expect(mine.docs.map((d) => d.id)).toContain(persona.own);
          await assertFails(getDocs(query(collection(db, 'orders'), limit(50))));
          await assertFails(getDocs(ordersWhere(db, field, value === 'p1' ? 'p2' : value === 'p2' ? 'p1' : value === 's1' ? 's2' : 's1')));
        });
      }

      it('writes nothing', async () => {
        await assertFails(someWrite(persona.db()));
      });
    });
  }

  it('anonymous reads no order, listed or not', async () => {
    const db = modular(env.unauthenticatedContext());
    await assertFails(getDoc(doc(db, 'orders/p1-order')));
    await assertFails(getDocs(ordersWhere(db, 'userId', 'p1')));
  });

  it('an administrator reads any order and lists them all', async () => {
    const db = modular(env.authenticatedContext('a1', { role: 'admin' }));
    await assertSucceeds(getDoc(doc(db, 'orders/p2-order')));
    expect((await assertSucceeds(getDocs(query(collection(db, 'orders'), orderBy('createdAt', 'desc'), limit(50))))).size).toBe(3);
  });

  it('a parent lists the guest orders of the e-mail its token proves, and only when verified', async () => {
    const guestOrders = (db: Firestore, email: string) =>
      query(collection(db, 'orders'), where('emailKey', '==', email), where('placedAsGuest', '==', true), orderBy('createdAt', 'desc'), limit(50));
    const verified = modular(env.authenticatedContext('p1', { email: 'p1@example.com', email_verified: true }));
    const found = await assertSucceeds(getDocs(guestOrders(verified, 'p1@example.com')));
    expect(found.docs.map((d) => d.id)).toEqual(['p1-as-guest']);
    await assertFails(getDocs(guestOrders(verified, 'p2@example.com')));
    const unverified = modular(env.authenticatedContext('p1', { email: 'p1@example.com', email_verified: false }));
    await assertFails(getDocs(guestOrders(unverified, 'p1@example.com')));
  });

  it('a representative whose e-mail is not verified reads none of the school’s orders', async () => {
    for (const token of [
      { role: 'rep', schoolId: 's1' },
      { email_verified: false, role: 'rep', schoolId: 's1' },
    ]) {
      const db = modular(env.authenticatedContext('r1', token));
      await assertFails(getDoc(doc(db, 'orders/p1-order')));
      await assertFails(getDocs(ordersWhere(db, 'schoolId', 's1')));
    }
  });

  it('a claim for another school does not open a school’s orders, nor does a parent role', async () => {
    const parentClaimingRep = modular(env.authenticatedContext('p2', { role: 'parent', schoolId: 's1' }));
    await assertFails(getDocs(ordersWhere(parentClaimingRep, 'schoolId', 's1')));
  });
});

describe('users', () => {
  it('a person gets its own user document; nobody lists users or writes one', async () => {
    const p1 = modular(env.authenticatedContext('p1', { role: 'parent' }));
    await assertSucceeds(getDoc(doc(p1, 'users/p1')));
    await assertFails(getDoc(doc(p1, 'users/p2')));
    await assertFails(getDocs(query(collection(p1, 'users'), where('email', '==', 'p1@example.com'))));
    await assertFails(setDoc(doc(p1, 'users/p1'), { type: 'ADMIN' }));
  });

  it('an administrator gets anyone’s user document; representatives and anonymous do not', async () => {
    await assertSucceeds(getDoc(doc(modular(env.authenticatedContext('a1', { role: 'admin' })), 'users/p2')));
    await assertFails(getDoc(doc(modular(env.authenticatedContext('r1', { role: 'rep', schoolId: 's1' })), 'users/p1')));
    await assertFails(getDoc(doc(modular(env.unauthenticatedContext()), 'users/p1')));
  });
});

describe('everything else', () => {
  it('is read through the API only', async () => {
    const admin = modular(env.authenticatedContext('a1', { role: 'admin' }));
    await assertFails(getDoc(doc(admin, 'schools/s1')));
    await assertFails(getDocs(collection(admin, 'rateLimits')));
    await assertFails(getDocs(collection(admin, 'mail')));
  });

  it('invitations are the API’s alone: not even the invited address’s verified owner reads or writes one', async () => {
    for (const context of [
      env.authenticatedContext('a1', { role: 'admin' }),
      env.authenticatedContext('i1', { email: 'invited@example.com', email_verified: true, role: 'parent' }),
      env.authenticatedContext('r1', { email_verified: true, role: 'rep', schoolId: 's1' }),
      env.unauthenticatedContext(),
    ]) {
      const db = modular(context);
      await assertFails(getDoc(doc(db, 'invitations/s1_digest')));
      await assertFails(getDocs(query(collection(db, 'invitations'), where('emailKey', '==', 'invited@example.com'))));
      await assertFails(setDoc(doc(db, 'invitations/s1_other'), { schoolId: 's1', email: 'me@example.com', emailKey: 'me@example.com' }));
    }
  });

  it('what a box cost the vendor and the days’ margins are the API’s alone: not even the box’s family, its representative or an administrator reads them', async () => {
    for (const context of everyRole()) {
      const db = modular(context);
      await assertFails(getDoc(doc(db, 'orderMargins/p1-order')));
      await assertFails(getDocs(collection(db, 'orderMargins')));
      await assertFails(getDoc(doc(db, 'marginDays/2026-08-03')));
      await assertFails(setDoc(doc(db, 'marginDays/2026-08-03'), { day: '2026-08-03' }, { merge: true }));
    }
  });

  it('a school’s pick totals are the API’s alone: not even its representative or an administrator reads or moves them', async () => {
    for (const context of everyRole()) {
      const db = modular(context);
      await assertFails(getDoc(doc(db, 'pickTotals/s1')));
      await assertFails(getDocs(collection(db, 'pickTotals')));
      await assertFails(setDoc(doc(db, 'pickTotals/s1'), { boxes: 0 }, { merge: true }));
    }
  });

  it('codes, vouchers and the shop’s settings are the API’s alone: a voucher is money, so no browser lists, reads or writes one', async () => {
    for (const context of everyRole()) {
      const db = modular(context);
      await assertFails(getDoc(doc(db, 'promotionCodes/K7M2P9Q4RX')));
      await assertFails(getDocs(query(collection(db, 'promotionCodes'), where('schoolId', '==', 's1'))));
      await assertFails(setDoc(doc(db, 'promotionCodes/FREE100'), { code: 'FREE100', percentOff: 100 }));
      await assertFails(getDocs(collection(db, 'promotionCodeBatches')));
      await assertFails(getDoc(doc(db, 'settings/shipping')));
      await assertFails(setDoc(doc(db, 'settings/shipping'), { homeDeliveryFeeCents: 0, freeOverCents: null }));
    }
  });

  it('suppliers are the API’s alone: what the vendor buys from whom is for administrators, through the API', async () => {
    for (const context of everyRole()) {
      const db = modular(context);
      await assertFails(getDoc(doc(db, 'suppliers/sup1')));
      await assertFails(getDocs(collection(db, 'suppliers')));
      await assertFails(setDoc(doc(db, 'suppliers/sup1'), { name: 'Acme', email: 'a@example.com', leadTimeDays: 3 }));
    }
  });

  it('purchase orders and their numbers are the API’s alone: what the vendor pays and receives moves stock only in its transactions', async () => {
    for (const context of everyRole()) {
      const db = modular(context);
      await assertFails(getDoc(doc(db, 'purchaseOrders/PO-0001')));
      await assertFails(getDocs(collection(db, 'purchaseOrders')));
      await assertFails(setDoc(doc(db, 'purchaseOrders/PO-0001'), { status: 'RECEIVED' }));
      await assertFails(setDoc(doc(db, 'counters/purchaseOrders'), { last: 0 }));
    }
  });

  it('shipments are the API’s alone: a family reads not even the one carrying its box, nor its school’s representative the manifest but through the API', async () => {
    for (const context of everyRole()) {
      const db = modular(context);
      await assertFails(getDoc(doc(db, 'shipments/sh1')));
      await assertFails(getDocs(query(collection(db, 'shipments'), where('schoolId', '==', 's1'))));
      await assertFails(setDoc(doc(db, 'shipments/sh1'), { schoolId: 's1', status: 'RECEIVED' }));
    }
  });

  it('the outbox takes no e-mail from a browser: the extension sends whatever the mail collection holds', async () => {
    for (const context of [
      env.authenticatedContext('a1', { role: 'admin' }),
      env.authenticatedContext('p1', { role: 'parent' }),
      env.unauthenticatedContext(),
    ]) {
      await assertFails(setDoc(doc(modular(context), 'mail/m1'), { to: 'anyone@example.com', message: { subject: 'Hi', text: 'Hi' } }));
    }
  });
});
