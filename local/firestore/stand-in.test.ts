import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { freePort } from '../stack/ports';
import { startFirestoreStandIn } from './stand-in';

const dir = mkdtempSync(join(tmpdir(), 'standin-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function withClient<T>(port: number, name: string, fn: (db: FirebaseFirestore.Firestore) => Promise<T>) {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const app: App = initializeApp({ projectId: 'demo-state-file' }, name);
  try {
    return await fn(getFirestore(app));
  } finally {
    await deleteApp(app);
  }
}

describe('Firestore stand-in persistence', () => {
  it('keeps every document and value type across a restart', async () => {
    const dataFile = join(dir, 'firestore.json');
    const when = Timestamp.fromMillis(1_700_000_000_123);
    const doc = {
      name: 'Lincoln Elementary',
      cents: 1299,
      ratio: 0.5,
      published: true,
      note: null,
      createdAt: when,
      items: [{ productId: 'p1', quantity: 2 }],
      address: { city: 'Springfield', zip: '12345' },
    };

    const port1 = await freePort();
    // A fresh server on its own port, so nothing is shared but the saved file.
    const writer = await startFirestoreStandIn({ port: port1, dataFile });
    await withClient(port1, 'writer', async (db) => {
      await db.doc('schools/s1').set(doc);
      await db.doc('schools/s1/notes/n1').set({ text: 'nested' });
    });
    await writer.stop();

    const port2 = await freePort();
    const reader = await startFirestoreStandIn({ port: port2, dataFile });
    expect(reader.loaded).toBe(2);
    await withClient(port2, 'reader', async (db) => {
      const snap = await db.doc('schools/s1').get();
      expect(snap.data()).toEqual(doc);
      expect((await db.doc('schools/s1/notes/n1').get()).data()).toEqual({ text: 'nested' });
    });
    await reader.stop();
  });
});
