import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { db, freshCollection, PROJECT_ID } from './helpers';
import { BROWSER_TRANSPORTS, BrowserPages, nodeClient, type ListenClient } from './listen/clients';
import type { HarnessConfig, Snapshot, Transport } from './listen/harness';

// Listeners as the client SDKs use them, through the web SDK's Node build (gRPC, what
// @firebase/rules-unit-testing drives) and its browser build in Chromium (WebChannel:
// streaming, forced long polling, and auto-detection). Written from Firestore's documented
// listener behaviour; writes come from firebase-admin. These clients hold the owner's
// credentials: the rules' part of listening is in rules.test.ts.

const [host, port] = inject('firestoreEmulatorHost').split(':') as [string, string];
const TRANSPORTS: Transport[] = ['grpc', ...BROWSER_TRANSPORTS];

let pages: BrowserPages | undefined;
beforeAll(async () => {
  pages = await BrowserPages.start();
}, 60_000);
afterAll(async () => {
  await pages?.stop();
});

function configFor(transport: Transport): HarnessConfig {
  return { host, port: Number(port), projectId: PROJECT_ID, transport, token: 'owner' };
}

async function openClient(transport: Transport): Promise<ListenClient> {
  return transport === 'grpc' ? nodeClient(configFor(transport)) : pages!.client(configFor(transport));
}

/** Waits for the first snapshot from `from` on that satisfies the predicate; returns its index. */
async function until(client: ListenClient, listener: number, predicate: (s: Snapshot) => boolean, from = 0): Promise<number> {
  for (let i = from; ; i++) {
    const snapshot = await client.snapshot(listener, i);
    if (snapshot.error) throw new Error(`listener failed: ${snapshot.error}`);
    if (predicate(snapshot)) return i;
  }
}

const fromServer = (ids: string[]) => (s: Snapshot) => !s.fromCache && JSON.stringify(s.ids) === JSON.stringify(ids);

describe.each(TRANSPORTS)('listening over %s', (transport) => {
  let client: ListenClient;
  beforeAll(async () => {
    client = await openClient(transport);
  }, 30_000);
  afterAll(async () => {
    await client?.close();
  });

  it('a document target sees the document created, changed and deleted', async () => {
    const ref = freshCollection('listen').doc('d');
    const listener = await client.listen({ document: ref.path });
    let at = await until(client, listener, fromServer([]));
    await ref.set({ n: 1 });
    at = await until(client, listener, (s) => s.data[0]?.n === 1, at + 1);
    await ref.update({ n: 2 });
    at = await until(client, listener, (s) => s.data[0]?.n === 2, at + 1);
    await ref.delete();
    await until(client, listener, (s) => s.ids.length === 0, at + 1);
    await client.unsubscribe(listener);
  });

  it('a query target sees documents enter, change and leave, in query order', async () => {
    const col = freshCollection('listen');
    await col.doc('b').set({ open: true, n: 2 });
    const listener = await client.listen({ collection: col.path, where: [['open', '==', true]], orderBy: [['n', 'asc']] });
    let at = await until(client, listener, fromServer(['b']));
    await col.doc('a').set({ open: true, n: 1 });
    at = await until(client, listener, (s) => s.ids.join() === 'a,b', at + 1);
    await col.doc('a').update({ n: 3 });
    at = await until(client, listener, (s) => s.ids.join() === 'b,a' && s.changes.includes('modified:a'), at + 1);
    await col.doc('b').update({ open: false });
    await until(client, listener, (s) => s.ids.join() === 'a' && s.changes.includes('removed:b'), at + 1);
    await client.unsubscribe(listener);
  });

  it('a limit target keeps the top documents as others come and go', async () => {
    const col = freshCollection('listen');
    await Promise.all([col.doc('a').set({ score: 10 }), col.doc('b').set({ score: 20 }), col.doc('c').set({ score: 30 })]);
    const listener = await client.listen({ collection: col.path, orderBy: [['score', 'desc']], limit: 2 });
    let at = await until(client, listener, fromServer(['c', 'b']));
    await col.doc('d').set({ score: 25 });
    at = await until(client, listener, (s) => s.ids.join() === 'c,d', at + 1);
    await col.doc('c').delete();
    await until(client, listener, (s) => s.ids.join() === 'd,b', at + 1);
    await client.unsubscribe(listener);
  });

  it('a filtered limit target: a held document that stops matching gives its place to the next; one that comes to match enters', async () => {
    const col = freshCollection('listen');
    await Promise.all([
      col.doc('a').set({ kind: 'pen', score: 10 }),
      col.doc('b').set({ kind: 'pen', score: 20 }),
      col.doc('c').set({ kind: 'pen', score: 30 }),
      col.doc('z').set({ kind: 'book', score: 99 }),
    ]);
    const listener = await client.listen({ collection: col.path, where: [['kind', '==', 'pen']], orderBy: [['score', 'desc']], limit: 2 });
    let at = await until(client, listener, fromServer(['c', 'b']));
    await col.doc('c').update({ kind: 'book' });
    at = await until(client, listener, (s) => s.ids.join() === 'b,a', at + 1);
    await col.doc('z').update({ kind: 'pen' });
    await until(client, listener, (s) => s.ids.join() === 'z,b', at + 1);
    await client.unsubscribe(listener);
  });

  it('several targets on one stream each become current and see their own changes; unsubscribing one leaves the others', async () => {
    const col = freshCollection('listen');
    await col.doc('x').set({ kind: 'pen' });
    const onDoc = await client.listen({ document: `${col.path}/x` });
    const onPens = await client.listen({ collection: col.path, where: [['kind', '==', 'pen']] });
    const onBooks = await client.listen({ collection: col.path, where: [['kind', '==', 'book']] });
    const [docAt, pensAt, booksAt] = await Promise.all([
      until(client, onDoc, fromServer(['x'])),
      until(client, onPens, fromServer(['x'])),
      until(client, onBooks, fromServer([])),
    ]);
    await col.doc('y').set({ kind: 'book' });
    await until(client, onBooks, (s) => s.ids.join() === 'y', booksAt + 1);
    await client.unsubscribe(onPens);
    const pensSeen = await client.count(onPens);
    await col.doc('x').update({ kind: 'book' });
    await until(client, onDoc, (s) => s.data[0]?.kind === 'book', docAt + 1);
    await until(client, onBooks, (s) => s.ids.join() === 'x,y');
    expect(pensAt).toBeLessThan(pensSeen);
    expect(await client.count(onPens)).toBe(pensSeen);
    await client.unsubscribe(onDoc);
    await client.unsubscribe(onBooks);
  });

  it('resumes after a disconnect with what changed meanwhile', async () => {
    const col = freshCollection('listen');
    await Promise.all([col.doc('a').set({ v: 1 }), col.doc('b').set({ v: 1 }), col.doc('c').set({ v: 1 })]);
    const listener = await client.listen({ collection: col.path, orderBy: [['v', 'asc']] });
    const at = await until(client, listener, fromServer(['a', 'b', 'c']));
    await client.disableNetwork();
    await col.doc('a').update({ v: 5 });
    await col.doc('b').delete();
    await col.doc('d').set({ v: 2 });
    await client.enableNetwork();
    await until(client, listener, (s) => !s.fromCache && s.ids.join() === 'c,d,a' && s.data.map((d) => d.v).join() === '1,2,5', at + 1);
    await client.unsubscribe(listener);
  });

  it('carries non-ASCII payloads intact (the WebChannel length counts UTF-16 units)', async () => {
    const ref = freshCollection('listen').doc('intl');
    const data = { text: 'Café 😀 日本語 עברית ✓ 𝄞', 'clé 🔑': 'ünïcödé', long: '😀é'.repeat(3000) };
    const listener = await client.listen({ document: ref.path });
    const at = await until(client, listener, fromServer([]));
    await ref.set(data);
    const index = await until(client, listener, (s) => s.ids.length === 1, at + 1);
    expect((await client.snapshot(listener, index)).data[0]).toEqual(data);
    await client.unsubscribe(listener);
  });

  it('sees a batched commit as one snapshot', async () => {
    const col = freshCollection('listen');
    const listener = await client.listen({ collection: col.path });
    const at = await until(client, listener, fromServer([]));
    const batch = db().batch();
    for (const id of ['a', 'b', 'c']) batch.set(col.doc(id), { id });
    await batch.commit();
    const index = await until(client, listener, (s) => s.ids.length > 0, at + 1);
    const snapshot = await client.snapshot(listener, index);
    expect(snapshot.ids).toEqual(['a', 'b', 'c']);
    expect(snapshot.changes).toEqual(['added:a', 'added:b', 'added:c']);
    await client.unsubscribe(listener);
  });
});
