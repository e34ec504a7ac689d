import { AggregateField, FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { Code, db, expectCode, freshCollection, sleep, transactionIdleTimeoutMs } from './helpers';

describe('transactions', () => {
  it('50 concurrent read-increment-write transactions end at exactly 50', async () => {
    const ref = freshCollection('tx').doc('counter');
    await ref.set({ n: 0 });
    await Promise.all(
      Array.from({ length: 50 }, () =>
        db().runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          tx.update(ref, { n: (snap.get('n') as number) + 1 });
        }),
      ),
    );
    expect((await ref.get()).get('n')).toBe(50);
  });

  it('concurrent transfers between two accounts preserve the total (serializable)', async () => {
    const col = freshCollection('tx');
    const a = col.doc('a');
    const b = col.doc('b');
    await a.set({ balance: 100 });
    await b.set({ balance: 100 });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db().runTransaction(async (tx) => {
          const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
          const [fromSnap, toSnap] = await tx.getAll(from, to);
          tx.update(from, { balance: (fromSnap!.get('balance') as number) - 7 });
          tx.update(to, { balance: (toSnap!.get('balance') as number) + 7 });
        }),
      ),
    );
    const [aSnap, bSnap] = await db().getAll(a, b);
    expect((aSnap!.get('balance') as number) + (bSnap!.get('balance') as number)).toBe(200);
    expect(aSnap!.get('balance')).toBe(100);
  });

  it('a conflicting plain write makes the transaction retry (ABORTED) and the retry sees it', { timeout: 60_000 }, async () => {
    const ref = freshCollection('tx').doc('counter');
    await ref.set({ n: 0 });
    let attempts = 0;
    await db().runTransaction(async (tx) => {
      attempts += 1;
      const snap = await tx.get(ref);
      if (attempts === 1) await ref.set({ n: 100 }); // outside the transaction
      tx.set(ref, { n: (snap.get('n') as number) + 1 });
    });
    expect(attempts).toBe(2);
    expect((await ref.get()).get('n')).toBe(101);
  });

  it('with maxAttempts 1 the conflict surfaces as ABORTED (gRPC 10), the code runTransaction retries on', { timeout: 60_000 }, async () => {
    const ref = freshCollection('tx').doc('counter');
    await ref.set({ n: 0 });
    const run = db().runTransaction(
      async (tx) => {
        const snap = await tx.get(ref);
        await ref.update({ n: FieldValue.increment(5) });
        tx.update(ref, { n: (snap.get('n') as number) + 1 });
      },
      { maxAttempts: 1 },
    );
    await expectCode(run, Code.ABORTED);
    expect((await ref.get()).get('n')).toBe(5);
  });

  it('a query inside a transaction conflicts with a plain insert into the queried collection', { timeout: 60_000 }, async () => {
    const col = freshCollection('tx');
    await col.doc('a').set({ open: true });
    let attempts = 0;
    const count = await db().runTransaction(async (tx) => {
      attempts += 1;
      const open = await tx.get(col.where('open', '==', true));
      if (attempts === 1) await col.doc('b').set({ open: true });
      tx.set(col.doc('summary'), { open: open.size });
      return open.size;
    });
    expect(attempts).toBe(2);
    expect(count).toBe(2);
    expect((await col.doc('summary').get()).get('open')).toBe(2);
  });

  it('an abandoned transaction is released after the idle timeout', { timeout: 90_000 }, async () => {
    const ref = freshCollection('tx').doc('contended');
    await ref.set({ n: 0 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    // Reads (taking the lock), then hangs without committing or rolling back.
    const abandoned = db()
      .runTransaction(
        async (tx) => {
          await tx.get(ref);
          holding();
          await gate;
          throw new Error('abandoned');
        },
        { maxAttempts: 1 },
      )
      .catch((e: unknown) => e);
    await held;
    const started = Date.now();
    await db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      tx.update(ref, { n: (snap.get('n') as number) + 1 });
    });
    const waited = Date.now() - started;
    expect((await ref.get()).get('n')).toBe(1);
    if (transactionIdleTimeoutMs !== null) {
      expect(waited).toBeGreaterThanOrEqual(transactionIdleTimeoutMs - 100);
      expect(waited).toBeLessThan(transactionIdleTimeoutMs + 5_000);
    }
    release();
    expect(await abandoned).toMatchObject({ message: 'abandoned' });
  });

  // Needs a known idle timeout: only when the suite started the stand-in itself.
  it.skipIf(transactionIdleTimeoutMs === null)('a transaction idle past the timeout is aborted and retried', { timeout: 60_000 }, async () => {
    const ref = freshCollection('tx').doc('slow');
    await ref.set({ n: 0 });
    let attempts = 0;
    await db().runTransaction(async (tx) => {
      attempts += 1;
      const snap = await tx.get(ref);
      if (attempts === 1) await sleep((transactionIdleTimeoutMs ?? 0) + 300);
      tx.update(ref, { n: (snap.get('n') as number) + 1 });
    });
    expect(attempts).toBe(2);
    expect((await ref.get()).get('n')).toBe(1);
  });

  it('a failing commit applies nothing (create on an existing document: ALREADY_EXISTS, not retried)', async () => {
    const col = freshCollection('tx');
    const a = col.doc('a');
    const b = col.doc('b');
    await a.set({ n: 1 });
    await b.set({ n: 1 });
    let attempts = 0;
    const run = db().runTransaction(async (tx) => {
      attempts += 1;
      const snap = await tx.get(a);
      tx.update(a, { n: (snap.get('n') as number) + 1 });
      tx.set(col.doc('c'), { n: 1 });
      tx.create(b, { n: 2 });
    });
    await expectCode(run, Code.ALREADY_EXISTS);
    expect(attempts).toBe(1);
    expect((await a.get()).get('n')).toBe(1);
    expect((await col.doc('c').get()).exists).toBe(false);
    expect((await b.get()).get('n')).toBe(1);
  });

  it('an error thrown in the update function rolls back and releases the lock at once', async () => {
    const ref = freshCollection('tx').doc('doc');
    await ref.set({ n: 0 });
    const failed = db().runTransaction(async (tx) => {
      await tx.get(ref);
      tx.update(ref, { n: 99 });
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    const started = Date.now();
    await db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      tx.update(ref, { n: (snap.get('n') as number) + 1 });
    });
    expect((await ref.get()).get('n')).toBe(1);
    if (transactionIdleTimeoutMs !== null) expect(Date.now() - started).toBeLessThan(transactionIdleTimeoutMs);
  });

  it('transactions can read queries and aggregations, and write without reading', async () => {
    const col = freshCollection('tx');
    await col.doc('a').set({ price: 10 });
    await col.doc('b').set({ price: 20.5 });
    const result = await db().runTransaction(async (tx) => {
      const list = await tx.get(col.orderBy('price'));
      const agg = await tx.get(col.aggregate({ total: AggregateField.sum('price') }));
      tx.set(col.doc('summary'), { count: list.size, total: agg.data().total });
      return list.docs.map((d) => d.id);
    });
    expect(result).toEqual(['a', 'b']);
    expect((await col.doc('summary').get()).data()).toEqual({ count: 2, total: 30.5 });
    await db().runTransaction(async (tx) => {
      tx.set(col.doc('blind'), { ok: true });
    });
    expect((await col.doc('blind').get()).get('ok')).toBe(true);
  });

  it('read-only transactions read without taking the lock', async () => {
    const ref = freshCollection('tx').doc('ro');
    await ref.set({ n: 3 });
    const n = await db().runTransaction(async (tx) => (await tx.get(ref)).get('n') as number, { readOnly: true });
    expect(n).toBe(3);
  });

  it('a lastUpdateTime precondition in a transaction is checked at commit', async () => {
    const ref = freshCollection('tx').doc('doc');
    const first = await ref.set({ n: 1 });
    await ref.set({ n: 2 });
    const run = db().runTransaction(
      async (tx) => {
        await tx.get(ref);
        tx.update(ref, { n: 3 }, { lastUpdateTime: first.writeTime });
      },
      { maxAttempts: 1 },
    );
    await expectCode(run, Code.FAILED_PRECONDITION);
    expect((await ref.get()).get('n')).toBe(2);
  });
});
