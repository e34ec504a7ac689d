import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { Code, db, expectCode, freshCollection, sleep, storedType } from './helpers';

describe('set, merge and update masks', () => {
  it('set() without merge replaces the whole document', async () => {
    const ref = freshCollection('w').doc('d');
    await ref.set({ a: 1, b: { x: 1, y: 2 }, c: 'keep?' });
    await ref.set({ b: { z: 3 } });
    expect((await ref.get()).data()).toEqual({ b: { z: 3 } });
  });

  it('set() with merge changes only the given leaves, deep-merging maps', async () => {
    const ref = freshCollection('w').doc('d');
    await ref.set({ a: 1, m: { x: 1, y: 2 }, arr: [1, 2] });
    await ref.set({ m: { y: 3, z: { deep: true } }, arr: [9], n: null }, { merge: true });
    expect((await ref.get()).data()).toEqual({ a: 1, m: { x: 1, y: 3, z: { deep: true } }, arr: [9], n: null });
  });

  it('set() with merge creates a missing document', async () => {
    const ref = freshCollection('w').doc('d');
    await ref.set({ m: { x: 1 } }, { merge: true });
    expect((await ref.get()).data()).toEqual({ m: { x: 1 } });
  });

  it('set() with mergeFields changes exactly the listed paths', async () => {
    const ref = freshCollection('w').doc('d');
    await ref.set({ a: 1, b: 1, m: { x: 1, y: 1 } });
    await ref.set({ a: 2, b: 2, m: { x: 2, y: 2 } }, { mergeFields: ['a', 'm.x'] });
    expect((await ref.get()).data()).toEqual({ a: 2, b: 1, m: { x: 2, y: 1 } });
  });

  it('update() with a dotted path changes one nested field; with a map it replaces the map', async () => {
    const ref = freshCollection('w').doc('d');
    await ref.set({ m: { x: 1, y: 2 }, other: true });
    await ref.update({ 'm.y': 5, 'n.deep.er': 1 });
    expect((await ref.get()).data()).toEqual({ m: { x: 1, y: 5 }, n: { deep: { er: 1 } }, other: true });
    await ref.update({ m: { z: 0 } });
    expect((await ref.get()).data()).toEqual({ m: { z: 0 }, n: { deep: { er: 1 } }, other: true });
  });

  it('update() through a non-map replaces it with a map', async () => {
    const ref = freshCollection('w').doc('d');
    await ref.set({ m: 'scalar' });
    await ref.update({ 'm.x': 1 });
    expect((await ref.get()).data()).toEqual({ m: { x: 1 } });
  });

  it('field names containing dots and special characters via FieldPath', async () => {
    const ref = freshCollection('w').doc('d');
    await ref.set({ 'a.b': 1, a: { b: 2 } });
    await ref.update(new FieldPath('a.b'), 10, new FieldPath('weird`name', 'x-y'), 3);
    const snap = await ref.get();
    expect(snap.get(new FieldPath('a.b'))).toBe(10);
    expect(snap.get('a.b')).toBe(2);
    expect(snap.get(new FieldPath('weird`name', 'x-y'))).toBe(3);
  });

  it('FieldValue.delete() removes top-level and nested fields (update and merge)', async () => {
    const ref = freshCollection('w').doc('d');
    await ref.set({ a: 1, b: 2, m: { x: 1, y: 2 }, gone: 'soon' });
    await ref.update({ a: FieldValue.delete(), 'm.x': FieldValue.delete() });
    expect((await ref.get()).data()).toEqual({ b: 2, m: { y: 2 }, gone: 'soon' });
    await ref.set({ gone: FieldValue.delete(), c: 3 }, { merge: true });
    expect((await ref.get()).data()).toEqual({ b: 2, m: { y: 2 }, c: 3 });
    await ref.update({ missing: FieldValue.delete() }); // deleting an absent field is fine
    expect((await ref.get()).data()).toEqual({ b: 2, m: { y: 2 }, c: 3 });
  });

  it('stores integers and doubles as such', async () => {
    const ref = freshCollection('w').doc('d');
    await ref.set({ i: 3, d: 3.5 });
    const snap = await ref.get();
    expect(storedType(snap, 'i')).toBe('integerValue');
    expect(storedType(snap, 'd')).toBe('doubleValue');
  });

  it('all value types round-trip', async () => {
    const ref = freshCollection('w').doc('d');
    const other = freshCollection('w').doc('other');
    const data = {
      s: 'text ✓ 𝄞',
      i: -42,
      d: 0.25,
      b: false,
      n: null,
      t: Timestamp.fromMillis(1_700_000_000_123),
      bytes: Buffer.from([0, 1, 255]),
      ref: other,
      arr: [1, 'two', { three: 3 }, [4]],
      map: { nested: { deeper: ['x'] } },
      empty: {},
    };
    await ref.set(data);
    const got = (await ref.get()).data()!;
    expect(got.s).toBe(data.s);
    expect(got.t.isEqual(data.t)).toBe(true);
    expect(Buffer.from(got.bytes).equals(data.bytes)).toBe(true);
    expect(got.ref.path).toBe(other.path);
    expect({ ...got, t: null, bytes: null, ref: null }).toEqual({ ...data, t: null, bytes: null, ref: null });
  });
});

describe('transforms', () => {
  it('applies several transforms in one write', async () => {
    const ref = freshCollection('t').doc('d');
    await ref.set({ a: 1, tags: ['x'], gone: 1, drop: [1, 2, 1] });
    const result = await ref.update({
      a: FieldValue.increment(2),
      d: FieldValue.increment(0.5),
      tags: FieldValue.arrayUnion('y', 'x', 'z'),
      drop: FieldValue.arrayRemove(1),
      at: FieldValue.serverTimestamp(),
      gone: FieldValue.delete(),
      plain: 'value',
    });
    const snap = await ref.get();
    expect(snap.get('a')).toBe(3);
    expect(snap.get('d')).toBe(0.5);
    expect(snap.get('tags')).toEqual(['x', 'y', 'z']);
    expect(snap.get('drop')).toEqual([2]);
    expect((snap.get('at') as Timestamp).isEqual(result.writeTime)).toBe(true);
    expect(snap.get('gone')).toBeUndefined();
    expect(snap.get('plain')).toBe('value');
  });

  it('increment keeps integers integral and turns mixed arithmetic into doubles', async () => {
    const ref = freshCollection('t').doc('d');
    await ref.set({ i: 1, d: 1.5, s: 'text' });
    await ref.update({ i: FieldValue.increment(2), d: FieldValue.increment(1), s: FieldValue.increment(4), x: FieldValue.increment(1.25) });
    await ref.update({ i: FieldValue.increment(1) });
    const snap = await ref.get();
    expect(snap.get('i')).toBe(4);
    expect(storedType(snap, 'i')).toBe('integerValue');
    expect(snap.get('d')).toBe(2.5);
    expect(storedType(snap, 'd')).toBe('doubleValue');
    expect(snap.get('s')).toBe(4); // a non-numeric field is replaced by the operand
    expect(snap.get('x')).toBe(1.25); // a missing field is set to the operand
    await ref.update({ i: FieldValue.increment(0.5) });
    const after = await ref.get();
    expect(after.get('i')).toBe(4.5);
    expect(storedType(after, 'i')).toBe('doubleValue');
  });

  it('transforms on nested and missing fields create the path', async () => {
    const ref = freshCollection('t').doc('d');
    await ref.set({ m: { count: 1 } });
    await ref.update({
      'm.count': FieldValue.increment(1),
      'm.new.deep': FieldValue.increment(3),
      'list.items': FieldValue.arrayUnion('a'),
      'list.removed': FieldValue.arrayRemove('a'),
      'meta.updatedAt': FieldValue.serverTimestamp(),
    });
    const data = (await ref.get()).data()!;
    expect(data.m).toEqual({ count: 2, new: { deep: 3 } });
    expect(data.list).toEqual({ items: ['a'], removed: [] });
    expect(data.meta.updatedAt).toBeInstanceOf(Timestamp);
  });

  it('transforms with set() and merge; set() without merge replaces before transforming', async () => {
    const ref = freshCollection('t').doc('d');
    await ref.set({ n: 5, keep: true, m: { x: 1 } });
    await ref.set({ m: { y: FieldValue.increment(2) }, n: FieldValue.increment(1) }, { merge: true });
    expect((await ref.get()).data()).toEqual({ n: 6, keep: true, m: { x: 1, y: 2 } });
    await ref.set({ a: 1, n: FieldValue.increment(1) });
    expect((await ref.get()).data()).toEqual({ a: 1, n: 1 });
  });

  it('set() with merge in a transaction: increments under map keys that are not simple names create a missing document, then add up', async () => {
    // The pick totals' write: ids as keys of nested maps (each one field-path segment, quoted
    // when it is not a simple name), numbers as increments, no read of the document first.
    const ref = freshCollection('t').doc('d');
    const move = (by: number, name?: string) => ({
      boxes: FieldValue.increment(by),
      products: { 'id.with.dots': { ...(name ? { name } : {}), quantity: FieldValue.increment(2 * by) }, 'x-y`z': { quantity: FieldValue.increment(by) } },
    });
    await db().runTransaction(async (tx) => {
      tx.set(ref, move(1, 'Glue'), { merge: true });
    });
    await db().runTransaction(async (tx) => {
      tx.set(ref, move(2), { merge: true });
    });
    const snap = await ref.get();
    expect(snap.data()).toEqual({ boxes: 3, products: { 'id.with.dots': { name: 'Glue', quantity: 6 }, 'x-y`z': { quantity: 3 } } });
    expect(snap.get(new FieldPath('products', 'id.with.dots', 'quantity'))).toBe(6);
    expect(storedType(snap, 'boxes')).toBe('integerValue');
  });

  it('create() with transforms on a new document', async () => {
    const ref = freshCollection('t').doc('d');
    await ref.create({ n: FieldValue.increment(7), tags: FieldValue.arrayUnion('a', 'a'), at: FieldValue.serverTimestamp() });
    const data = (await ref.get()).data()!;
    expect(data.n).toBe(7);
    expect(data.tags).toEqual(['a']);
    expect(data.at).toBeInstanceOf(Timestamp);
  });

  it('arrayUnion adds only missing elements (deep equality); arrayRemove removes every instance', async () => {
    const ref = freshCollection('t').doc('d');
    await ref.set({ arr: [{ k: 1 }, 'a', 'a', 2] });
    await ref.update({ arr: FieldValue.arrayUnion({ k: 1 }, { k: 2 }, 'b') });
    expect((await ref.get()).get('arr')).toEqual([{ k: 1 }, 'a', 'a', 2, { k: 2 }, 'b']);
    await ref.update({ arr: FieldValue.arrayRemove('a', { k: 1 }, 'nope') });
    expect((await ref.get()).get('arr')).toEqual([2, { k: 2 }, 'b']);
  });

  it('arrayUnion on a non-array field replaces it', async () => {
    const ref = freshCollection('t').doc('d');
    await ref.set({ arr: 'not an array' });
    await ref.update({ arr: FieldValue.arrayUnion(1) });
    expect((await ref.get()).get('arr')).toEqual([1]);
  });

  it('serverTimestamp is the commit time, shared by every document of a batch', async () => {
    const col = freshCollection('t');
    const batch = db().batch();
    batch.set(col.doc('a'), { at: FieldValue.serverTimestamp() });
    batch.set(col.doc('b'), { at: FieldValue.serverTimestamp(), nested: { at: FieldValue.serverTimestamp() } });
    const [first] = await batch.commit();
    const [a, b] = await db().getAll(col.doc('a'), col.doc('b'));
    expect((a!.get('at') as Timestamp).isEqual(first!.writeTime)).toBe(true);
    expect((b!.get('at') as Timestamp).isEqual(a!.get('at') as Timestamp)).toBe(true);
    expect((b!.get('nested.at') as Timestamp).isEqual(a!.get('at') as Timestamp)).toBe(true);
  });
});

describe('preconditions and error codes', () => {
  it('create() on an existing document fails with ALREADY_EXISTS', async () => {
    const ref = freshCollection('p').doc('d');
    await ref.create({ n: 1 });
    await expectCode(ref.create({ n: 2 }), Code.ALREADY_EXISTS);
    expect((await ref.get()).get('n')).toBe(1);
  });

  it('update() on a missing document fails with NOT_FOUND', async () => {
    const ref = freshCollection('p').doc('d');
    await expectCode(ref.update({ n: 1 }), Code.NOT_FOUND);
    expect((await ref.get()).exists).toBe(false);
  });

  it('delete() with exists precondition on a missing document fails with NOT_FOUND; plain delete is fine', async () => {
    const ref = freshCollection('p').doc('d');
    await ref.delete();
    await expectCode(ref.delete({ exists: true }), Code.NOT_FOUND);
  });

  it('lastUpdateTime preconditions: a stale time fails with FAILED_PRECONDITION, the current one succeeds', async () => {
    const ref = freshCollection('p').doc('d');
    const first = await ref.set({ n: 1 });
    const second = await ref.set({ n: 2 });
    expect(second.writeTime.toMillis()).toBeGreaterThanOrEqual(first.writeTime.toMillis());
    expect(second.writeTime.isEqual(first.writeTime)).toBe(false);
    const snap = await ref.get();
    expect(snap.updateTime!.isEqual(second.writeTime)).toBe(true);
    await expectCode(ref.update({ n: 3 }, { lastUpdateTime: first.writeTime }), Code.FAILED_PRECONDITION);
    await expectCode(ref.delete({ lastUpdateTime: first.writeTime }), Code.FAILED_PRECONDITION);
    expect((await ref.get()).get('n')).toBe(2);
    await ref.update({ n: 3 }, { lastUpdateTime: second.writeTime });
    const third = await ref.get();
    expect(third.get('n')).toBe(3);
    await ref.delete({ lastUpdateTime: third.updateTime! });
    expect((await ref.get()).exists).toBe(false);
  });

  it('createTime stays, updateTime moves', async () => {
    const ref = freshCollection('p').doc('d');
    await ref.set({ n: 1 });
    const before = await ref.get();
    await sleep(5);
    await ref.update({ n: 2 });
    const after = await ref.get();
    expect(after.createTime!.isEqual(before.createTime!)).toBe(true);
    expect(after.updateTime!.toMillis()).toBeGreaterThan(before.updateTime!.toMillis());
  });
});

describe('batches and getAll', () => {
  it('a batch applies all its writes', async () => {
    const col = freshCollection('b');
    await col.doc('u').set({ n: 1 });
    await col.doc('del').set({ n: 1 });
    const batch = db().batch();
    batch.set(col.doc('s'), { n: 1 });
    batch.create(col.doc('c'), { n: 1 });
    batch.update(col.doc('u'), { n: FieldValue.increment(1) });
    batch.delete(col.doc('del'));
    await batch.commit();
    const snaps = await db().getAll(col.doc('s'), col.doc('c'), col.doc('u'), col.doc('del'));
    expect(snaps.map((s) => s.get('n'))).toEqual([1, 1, 2, undefined]);
  });

  it('a failing batch is atomic: nothing is applied and no listener sees a change', async () => {
    const col = freshCollection('b');
    await col.doc('a').set({ n: 1 });
    const seen: number[] = [];
    let first!: () => void;
    const ready = new Promise<void>((resolve) => (first = resolve));
    const unsubscribe = col.doc('a').onSnapshot((snap) => {
      seen.push(snap.get('n') as number);
      first();
    });
    await ready;
    const batch = db().batch();
    batch.set(col.doc('a'), { n: 2 });
    batch.set(col.doc('new'), { n: 1 });
    batch.update(col.doc('missing'), { n: 1 });
    batch.delete(col.doc('a'));
    await expectCode(batch.commit(), Code.NOT_FOUND);
    await sleep(200);
    unsubscribe();
    expect((await col.doc('a').get()).get('n')).toBe(1);
    expect((await col.doc('new').get()).exists).toBe(false);
    expect(seen).toEqual([1]);
  });

  it('later writes in a batch see earlier ones (create then update the same document)', async () => {
    const col = freshCollection('b');
    const batch = db().batch();
    batch.create(col.doc('a'), { n: 1 });
    batch.update(col.doc('a'), { n: FieldValue.increment(1), m: 'x' });
    await batch.commit();
    expect((await col.doc('a').get()).data()).toEqual({ n: 2, m: 'x' });
  });

  it('a batch of 500 writes', async () => {
    const col = freshCollection('b');
    const batch = db().batch();
    for (let i = 0; i < 500; i += 1) batch.set(col.doc(`d${String(i).padStart(3, '0')}`), { i });
    await batch.commit();
    expect((await col.count().get()).data().count).toBe(500);
  });

  it('getAll returns documents in request order, missing ones too, and honours fieldMask', async () => {
    const col = freshCollection('b');
    await col.doc('a').set({ x: 1, y: 2, m: { p: 1, q: 2 } });
    await col.doc('c').set({ x: 3, y: 4 });
    const snaps = await db().getAll(col.doc('c'), col.doc('missing'), col.doc('a'));
    expect(snaps.map((s) => [s.id, s.exists])).toEqual([
      ['c', true],
      ['missing', false],
      ['a', true],
    ]);
    const masked = await db().getAll(col.doc('a'), { fieldMask: ['x', 'm.q'] });
    expect(masked[0]!.data()).toEqual({ x: 1, m: { q: 2 } });
  });
});
