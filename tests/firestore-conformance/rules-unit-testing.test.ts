import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

// @firebase/rules-unit-testing, the library the product's rules tests will use, against
// the Firestore under test: it loads rules through PUT /emulator/v1/…:securityRules,
// clears data through DELETE /emulator/v1/…/documents, and drives the web SDK under Node
// (gRPC) with unsigned ID tokens, or with `owner` when rules are disabled. The rules are
// the firestore.rules the app ships: roles as custom claims, reads that mirror them, no
// client writes.

const [host, port] = inject('firestoreEmulatorHost').split(':') as [string, string];
const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({ projectId: 'demo-rules-unit-testing', firestore: { host, port: Number(port), rules } });
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc('orders/alice-1').set({ userId: 'alice', schoolId: 's1', totalCents: 1200 });
    await db.doc('orders/bob-1').set({ userId: 'bob', schoolId: 's2', totalCents: 800 });
    await db.doc('users/alice').set({ name: 'Alice' });
  });
});

describe('@firebase/rules-unit-testing against the local Firestore', () => {
  it('a parent reads their own orders, with the query constrained to them', async () => {
    const db = env.authenticatedContext('alice').firestore();
    await assertSucceeds(db.doc('orders/alice-1').get());
    await assertFails(db.doc('orders/bob-1').get());
    const mine = await assertSucceeds(db.collection('orders').where('userId', '==', 'alice').get());
    expect(mine.docs.map((d) => d.id)).toEqual(['alice-1']);
    await assertFails(db.collection('orders').get());
  });

  it('a school representative lists their school, an administrator everything (claims)', async () => {
    const rep = env.authenticatedContext('rep-1', { role: 'rep', schoolId: 's1', email_verified: true }).firestore();
    await assertSucceeds(rep.collection('orders').where('schoolId', '==', 's1').get());
    await assertFails(rep.collection('orders').where('schoolId', '==', 's2').get());
    const admin = env.authenticatedContext('root', { role: 'admin' }).firestore();
    expect((await assertSucceeds(admin.collection('orders').get())).size).toBe(2);
  });

  it('an unauthenticated client reads nothing, and no client writes', async () => {
    const anonymous = env.unauthenticatedContext().firestore();
    await assertFails(anonymous.doc('orders/alice-1').get());
    await assertFails(anonymous.doc('users/alice').get());
    const alice = env.authenticatedContext('alice').firestore();
    await assertSucceeds(alice.doc('users/alice').get());
    await assertFails(alice.doc('orders/alice-2').set({ userId: 'alice', schoolId: 's1', totalCents: 1 }));
    await assertFails(alice.doc('users/alice').update({ name: 'Mallory' }));
  });

  it("a parent's live listener sees their order change", async () => {
    const db = env.authenticatedContext('alice').firestore();
    const seen: number[] = [];
    let changed!: () => void;
    const done = new Promise<void>((resolve) => (changed = resolve));
    const unsubscribe = db
      .collection('orders')
      .where('userId', '==', 'alice')
      .onSnapshot((snapshot) => {
        const cents = snapshot.docs[0]?.get('totalCents') as number | undefined;
        if (cents !== undefined) seen.push(cents);
        if (cents === 1500) changed();
      });
    await env.withSecurityRulesDisabled((context) => context.firestore().doc('orders/alice-1').update({ totalCents: 1500 }));
    await done;
    unsubscribe();
    expect(seen.at(-1)).toBe(1500);
  });

  it('clearFirestore deletes every document', async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      expect((await context.firestore().collection('orders').get()).size).toBe(0);
    });
  });
});
