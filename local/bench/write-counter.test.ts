import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { LocalFirestore } from '../firestore/server';
import { countWrites } from './write-counter';

// Writes counted at the local Firestore as the bench counts them, sent by firebase-admin as the
// functions send them.

let firestore: LocalFirestore;
let app: App;
let db: Firestore;
let writes: { readonly total: number };
beforeAll(async () => {
  firestore = await LocalFirestore.start({ port: 0 });
  writes = countWrites(firestore.service);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${firestore.port}`;
  app = initializeApp({ projectId: 'demo-write-counter' }, 'write-counter');
  db = getFirestore(app);
});
afterAll(async () => {
  await deleteApp(app);
  await firestore.stop();
});

/** The writes `work` commits. */
async function writesOf(work: () => Promise<unknown>): Promise<number> {
  const before = writes.total;
  await work();
  return writes.total - before;
}

describe('countWrites', () => {
  it('counts one per document a batch creates, updates or deletes, its field transforms included', async () => {
    await db.doc('things/gone').set({ n: 1 });
    const batch = db
      .batch()
      .create(db.doc('things/a'), { n: 1, at: FieldValue.serverTimestamp() })
      .set(db.doc('things/b'), { n: FieldValue.increment(2) }, { merge: true })
      .update(db.doc('things/gone'), { n: FieldValue.increment(1), at: FieldValue.serverTimestamp() })
      .delete(db.doc('things/gone'));
    expect(await writesOf(() => batch.commit())).toBe(4);
  });

  it('counts each write of a document that one commit writes twice', async () => {
    const twice = db
      .batch()
      .update(db.doc('things/b'), { n: FieldValue.increment(1) })
      .update(db.doc('things/b'), { n: FieldValue.increment(-3) });
    expect(await writesOf(() => twice.commit())).toBe(2);
    expect((await db.doc('things/b').get()).get('n')).toBe(0);
  });

  it('counts a transaction’s writes and not its reads', async () => {
    const counted = await writesOf(() =>
      db.runTransaction(async (tx) => {
        await tx.getAll(db.doc('things/a'), db.doc('things/b'), db.doc('things/none'));
        tx.update(db.doc('things/a'), { n: FieldValue.increment(1) });
      }),
    );
    expect(counted).toBe(1);
    expect(await writesOf(() => db.runTransaction((tx) => tx.get(db.doc('things/a'))))).toBe(0);
  });

  it('counts nothing for a commit that fails', async () => {
    const failed = db.batch().set(db.doc('things/c'), { n: 1 }).create(db.doc('things/a'), { n: 2 });
    expect(await writesOf(() => failed.commit().catch(() => null))).toBe(0);
    expect((await db.doc('things/c').get()).exists).toBe(false);
  });
});
