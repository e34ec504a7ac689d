import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { BROWSER_TRANSPORTS, BrowserPages, nodeClient, type ListenClient } from './listen/clients';
import type { HarnessConfig, Snapshot, Target, Transport } from './listen/harness';
import { isStandIn } from './helpers';

// Security rules as production judges client requests, written from Firestore's rules
// documentation: gets judge the stored document; lists are judged from the query's own
// constraints ("rules are not filters"), each `in` value and `or` branch on its own;
// writes see resource.data (before) and request.resource.data (after); claims arrive in
// request.auth.token; an error denies. Clients are the web SDK's Node build (gRPC) and
// its browser build in Chromium (WebChannel for listens and writes, REST for count()).
// The admin SDK (owner credentials) seeds the data and bypasses the rules.

const PROJECT = 'demo-conformance-rules';
const emulatorHost = inject('firestoreEmulatorHost');
const [host, port] = emulatorHost.split(':') as [string, string];
const RULES = readFileSync(new URL('./rules/conformance.rules', import.meta.url), 'utf8');

function putRules(source: string): Promise<Response> {
  return fetch(`http://${emulatorHost}/emulator/v1/projects/${PROJECT}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: source }] } }),
  });
}

let admin: Firestore;
let pages: BrowserPages | undefined;
const clients: ListenClient[] = [];

beforeAll(async () => {
  expect((await putRules(RULES)).status).toBe(200);
  process.env.FIRESTORE_EMULATOR_HOST = emulatorHost;
  admin = getFirestore(initializeApp({ projectId: PROJECT }, `rules-admin-${Date.now()}`));
  const batch = admin.batch();
  batch.set(admin.doc('orders/alice-1'), { userId: 'alice', total: 1200 });
  batch.set(admin.doc('orders/bob-1'), { userId: 'bob', total: 800 });
  batch.set(admin.doc('schools/n'), { region: 'north' });
  batch.set(admin.doc('schools/s'), { region: 'south' });
  batch.set(admin.doc('products/cheap'), { price: 10 });
  batch.set(admin.doc('public/p'), { text: 'hello' });
  batch.set(admin.doc('secret/s'), { text: 'hidden' });
  await batch.commit();
  pages = await BrowserPages.start();
}, 60_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await pages?.stop();
  const { getApps } = await import('firebase-admin/app');
  await Promise.all(
    getApps()
      .filter((app) => app.name.startsWith('rules-admin-'))
      .map(deleteApp),
  );
});

async function clientFor(transport: Transport, token: HarnessConfig['token']): Promise<ListenClient> {
  const config: HarnessConfig = { host, port: Number(port), projectId: PROJECT, transport, token };
  const client = transport === 'grpc' ? nodeClient(config) : await pages!.client(config);
  clients.push(client);
  return client;
}

const alice = { sub: 'alice', email: 'alice@example.com' };
const adminUser = { sub: 'root', role: 'admin' };

/** One read, as getDoc / getDocs do it: the first server snapshot, or the error code. */
async function read(client: ListenClient, target: Target): Promise<string[] | string> {
  const listener = await client.listen(target);
  try {
    for (let i = 0; ; i++) {
      const snapshot: Snapshot = await client.snapshot(listener, i);
      if (snapshot.error) return snapshot.error;
      if (!snapshot.fromCache) return snapshot.ids;
    }
  } finally {
    await client.unsubscribe(listener);
  }
}

describe('rules over gRPC (the web SDK under Node)', () => {
  let asAlice: ListenClient;
  let asAdmin: ListenClient;
  let anonymous: ListenClient;
  beforeAll(async () => {
    asAlice = await clientFor('grpc', alice);
    asAdmin = await clientFor('grpc', adminUser);
    anonymous = await clientFor('grpc', null);
  });

  it('gets: allowed for the owner of the stored document, denied otherwise and when unauthenticated', async () => {
    expect(await read(asAlice, { document: 'orders/alice-1' })).toEqual(['alice-1']);
    expect(await read(asAlice, { document: 'orders/bob-1' })).toBe('permission-denied');
    expect(await read(anonymous, { document: 'orders/alice-1' })).toBe('permission-denied');
  });

  it('a get of a missing document errors on resource.data, and errors deny', async () => {
    expect(await read(asAlice, { document: 'orders/missing' })).toBe('permission-denied');
  });

  it('lists: a query constrained to the owner is allowed; an unconstrained one is denied even if every match is theirs', async () => {
    expect(await read(asAlice, { collection: 'orders', where: [['userId', '==', 'alice']] })).toEqual(['alice-1']);
    expect(await read(asAlice, { collection: 'orders' })).toBe('permission-denied');
    expect(await read(asAlice, { collection: 'orders', where: [['total', '>', 1000]] })).toBe('permission-denied');
  });

  it('claims: an admin claim in the token allows the unconstrained list', async () => {
    expect(await read(asAdmin, { collection: 'orders' })).toEqual(['alice-1', 'bob-1']);
  });

  it('in and or: every value and every branch must pass on its own', async () => {
    expect(await read(anonymous, { collection: 'schools', where: [['region', 'in', ['north', 'south']]] })).toEqual(['n', 's']);
    expect(await read(anonymous, { collection: 'schools', where: [['region', 'in', ['north', 'east']]] })).toBe('permission-denied');
    expect(await read(anonymous, { collection: 'schools', where: [['region', '==', 'east']] })).toBe('permission-denied');
    expect(
      await read(anonymous, {
        collection: 'schools',
        or: [
          ['region', '==', 'north'],
          ['region', '==', 'south'],
        ],
      }),
    ).toEqual(['n', 's']);
    expect(
      await read(anonymous, {
        collection: 'schools',
        or: [
          ['region', '==', 'north'],
          ['region', '==', 'east'],
        ],
      }),
    ).toBe('permission-denied');
  });

  it('errors deny: a comparison the constraint cannot decide, or an unconstrained field', async () => {
    expect(await read(anonymous, { collection: 'products', where: [['price', '<', 50]] })).toEqual(['cheap']);
    expect(await read(anonymous, { collection: 'products', where: [['price', '>', 50]] })).toBe('permission-denied');
    expect(await read(anonymous, { collection: 'products' })).toBe('permission-denied');
  });

  it('creates judge request.resource.data; updates also resource.data; client writes the rules deny fail and change nothing', async () => {
    expect(await asAlice.write('orders/alice-2', { userId: 'alice', total: 500 })).toBeNull();
    expect(await asAlice.write('orders/alice-3', { userId: 'bob', total: 500 })).toBe('permission-denied');
    expect(await asAlice.write('orders/alice-4', { userId: 'alice', total: 'lots' })).toBe('permission-denied');
    expect(await asAlice.write('orders/alice-2', { userId: 'bob', total: 500 })).toBe('permission-denied');
    expect(await asAlice.write('orders/bob-1', { userId: 'bob', total: 1 })).toBe('permission-denied');
    expect((await admin.doc('orders/alice-2').get()).data()).toEqual({ userId: 'alice', total: 500 });
    expect((await admin.doc('orders/alice-3').get()).exists).toBe(false);
    expect((await admin.doc('orders/bob-1').get()).get('total')).toBe(800);
  });

  it('a document listener ends with permission-denied when its document changes into one the rules deny', async () => {
    await admin.doc('orders/alice-moving').set({ userId: 'alice', total: 100 });
    const listener = await asAlice.listen({ document: 'orders/alice-moving' });
    let at = 0;
    while ((await asAlice.snapshot(listener, at)).fromCache) at += 1;
    await admin.doc('orders/alice-moving').update({ userId: 'bob' });
    for (let i = at + 1; ; i++) {
      const snapshot = await asAlice.snapshot(listener, i);
      if (snapshot.error) {
        expect(snapshot.error).toBe('permission-denied');
        break;
      }
    }
  });

  it('aggregations are judged like the query they count', async () => {
    expect(await asAlice.countFromServer({ collection: 'orders', where: [['userId', '==', 'alice']] })).toBeGreaterThanOrEqual(1);
    expect(await asAlice.countFromServer({ collection: 'orders' })).toBe('permission-denied');
  });
});

describe('a rules load error', () => {
  it('rejects rules with a syntax error, and keeps the rules in force', async () => {
    const broken = "rules_version = '2';\nservice cloud.firestore { match /databases/{database}/documents { allow read: if ; } }\n";
    expect((await putRules(broken)).status).toBe(400);
    const client = await clientFor('grpc', null);
    expect(await read(client, { document: 'public/p' })).toEqual(['p']);
    expect(await read(client, { document: 'secret/s' })).toBe('permission-denied');
  });

  // The official emulator supports get(); the local engine does not, and fails closed.
  it.skipIf(!isStandIn)('rejects rules using what the local engine does not support (get())', async () => {
    const unsupported =
      "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n    match /x/{id} {\n      allow read: if get(/databases/$(database)/documents/y/$(id)).data.ok == true;\n    }\n  }\n}\n";
    expect((await putRules(unsupported)).status).toBe(400);
    const client = await clientFor('grpc', null);
    expect(await read(client, { document: 'public/p' })).toEqual(['p']);
  });
});

describe.each([...BROWSER_TRANSPORTS, 'grpc' as const])('a denied target over %s', (transport) => {
  it('is reported as permission-denied, and the other targets of the stream go on', async () => {
    const client = await clientFor(transport, alice);
    const open = await client.listen({ document: 'public/p' });
    const denied = await client.listen({ document: 'secret/s' });
    expect((await client.snapshot(denied, 0)).error).toBe('permission-denied');
    let at = 0;
    while ((await client.snapshot(open, at)).fromCache) at += 1;
    await admin.doc('public/p').set({ text: `changed over ${transport}` });
    for (let i = at + 1; ; i++) if ((await client.snapshot(open, i)).data[0]?.text === `changed over ${transport}`) break;
    await client.unsubscribe(open);
  });
});

describe.each(BROWSER_TRANSPORTS)('rules in Chromium (%s)', (transport) => {
  it('judges the browser SDK writes (Write stream) and count() (REST)', async () => {
    const client = await clientFor(transport, alice);
    expect(await client.write(`orders/alice-${transport}`, { userId: 'alice', total: 100 })).toBeNull();
    expect(await client.write(`orders/bob-${transport}`, { userId: 'bob', total: 100 })).toBe('permission-denied');
    expect(await client.countFromServer({ collection: 'orders', where: [['userId', '==', 'alice']] })).toBeGreaterThanOrEqual(1);
    expect(await client.countFromServer({ collection: 'orders' })).toBe('permission-denied');
    expect(await read(client, { collection: 'orders', where: [['userId', '==', 'alice']] })).toContain(`alice-${transport}`);
  });
});
