import { FieldPath, Filter, Timestamp, type CollectionReference } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, freshCollection, ids } from './helpers';

async function seed(col: CollectionReference, docs: Record<string, Record<string, unknown>>): Promise<void> {
  const batch = db().batch();
  for (const [id, data] of Object.entries(docs)) batch.set(col.doc(id), data);
  await batch.commit();
}

describe('comparisons across integers and doubles', () => {
  let col: CollectionReference;
  beforeAll(async () => {
    col = freshCollection('q');
    await seed(col, {
      a: { price: 10 },
      b: { price: 30.5 },
      c: { price: 35 },
      d: { price: 40.25 },
      e: { price: '20' },
      f: { price: 35.0 }, // stored as integer 35 by the SDK
      g: { other: 1 },
    });
  });

  it('< and >= compare numerically across integer and double', async () => {
    expect(ids(await col.where('price', '<', 35).get())).toEqual(['a', 'b']);
    expect(ids(await col.where('price', '>=', 30.5).get())).toEqual(['b', 'c', 'f', 'd']);
    expect(ids(await col.where('price', '>', 10.5).where('price', '<=', 35.0).get())).toEqual(['b', 'c', 'f']);
  });

  it('== matches an integer with an equal double', async () => {
    expect(ids(await col.where('price', '==', 35.0).get())).toEqual(['c', 'f']);
    expect(ids(await col.where('price', 'in', [10.0, 40.25]).get())).toEqual(['a', 'd']);
  });

  it('range filters do not match other types', async () => {
    expect(ids(await col.where('price', '>', 0).get())).not.toContain('e');
    expect(ids(await col.where('price', '>=', '').get())).toEqual(['e']);
  });

  it('orderBy sorts numbers together, then strings, and drops documents missing the field', async () => {
    expect(ids(await col.orderBy('price').get())).toEqual(['a', 'b', 'c', 'f', 'd', 'e']);
    expect(ids(await col.orderBy('price', 'desc').get())).toEqual(['e', 'd', 'f', 'c', 'b', 'a']);
  });

  it('an inequality filter orders by its field', async () => {
    expect(ids(await col.where('price', '>', 0).get())).toEqual(['a', 'b', 'c', 'f', 'd']);
  });
});

describe('Firestore type order', () => {
  it('orders null < booleans < NaN < numbers < timestamps < strings < bytes < references < geo points < arrays < maps', async () => {
    const col = freshCollection('q');
    const { GeoPoint } = await import('firebase-admin/firestore');
    await seed(col, {
      map: { v: { a: 1 } },
      arr: { v: [1, 2] },
      arr2: { v: [1, 'a'] },
      geo: { v: new GeoPoint(10, 20) },
      ref: { v: col.doc('x') },
      bytes: { v: Buffer.from([1]) },
      str: { v: 'b' },
      strUpper: { v: 'B' },
      ts: { v: Timestamp.fromMillis(0) },
      num: { v: -5 },
      dbl: { v: 2.5 },
      nan: { v: Number.NaN },
      t: { v: true },
      f: { v: false },
      nul: { v: null },
    });
    expect(ids(await col.orderBy('v').get())).toEqual([
      'nul',
      'f',
      't',
      'nan',
      'num',
      'dbl',
      'ts',
      'strUpper',
      'str',
      'bytes',
      'ref',
      'geo',
      'arr',
      'arr2',
      'map',
    ]);
  });

  it('compares strings by UTF-8 bytes (code points), not UTF-16 units', async () => {
    const col = freshCollection('q');
    await seed(col, { bmp: { s: '\uFFFD' }, astral: { s: '😀' }, ascii: { s: 'z' } });
    expect(ids(await col.orderBy('s').get())).toEqual(['ascii', 'bmp', 'astral']);
  });
});

describe('null, NaN, != and not-in', () => {
  let col: CollectionReference;
  beforeAll(async () => {
    col = freshCollection('q');
    await seed(col, {
      nul: { x: null },
      nan: { x: Number.NaN },
      one: { x: 1 },
      two: { x: 2 },
      str: { x: 'a' },
      missing: { y: 1 },
    });
  });

  it('== null matches only explicit nulls; != null matches every other present value', async () => {
    expect(ids(await col.where('x', '==', null).get())).toEqual(['nul']);
    expect(ids(await col.where('x', '!=', null).get()).sort()).toEqual(['nan', 'one', 'str', 'two']);
  });

  it('== NaN matches NaN only; != NaN excludes NaN, null and missing', async () => {
    expect(ids(await col.where('x', '==', Number.NaN).get())).toEqual(['nan']);
    expect(ids(await col.where('x', '!=', Number.NaN).get()).sort()).toEqual(['one', 'str', 'two']);
  });

  it('!= excludes nulls and missing fields but matches other types', async () => {
    expect(ids(await col.where('x', '!=', 1).get())).toEqual(['nan', 'two', 'str']);
  });

  it('not-in excludes nulls and missing fields', async () => {
    expect(ids(await col.where('x', 'not-in', [1, 'a']).get())).toEqual(['nan', 'two']);
  });

  it('in and array-contains', async () => {
    expect(ids(await col.where('x', 'in', [2, 'a']).get()).sort()).toEqual(['str', 'two']);
    const arrays = freshCollection('q');
    await seed(arrays, { a: { tags: ['x', 'y'] }, b: { tags: ['y', 3] }, c: { tags: 'x' } });
    expect(ids(await arrays.where('tags', 'array-contains', 'x').get())).toEqual(['a']);
    expect(ids(await arrays.where('tags', 'array-contains-any', ['x', 3.0]).get())).toEqual(['a', 'b']);
  });
});

describe('composite filters', () => {
  let col: CollectionReference;
  beforeAll(async () => {
    col = freshCollection('q');
    await seed(col, {
      a: { kind: 'pen', price: 1, stock: 0 },
      b: { kind: 'pen', price: 5, stock: 10 },
      c: { kind: 'book', price: 12, stock: 3 },
      d: { kind: 'bag', price: 30, stock: 1 },
      e: { kind: 'bag', price: 3, stock: 0, m: { color: 'red' } },
    });
  });

  it('Filter.or of Filter.and (nested)', async () => {
    const q = col.where(
      Filter.or(
        Filter.where('kind', '==', 'book'),
        Filter.and(Filter.where('kind', '==', 'pen'), Filter.where('stock', '>', 0)),
        Filter.where('m.color', '==', 'red'),
      ),
    );
    expect(ids(await q.get()).sort()).toEqual(['b', 'c', 'e']);
  });

  it('Filter.and containing Filter.or, combined with another where()', async () => {
    const q = col
      .where(Filter.and(Filter.where('price', '<', 20), Filter.or(Filter.where('stock', '==', 0), Filter.where('kind', '==', 'book'))))
      .where('kind', '!=', 'pen');
    expect(ids(await q.get()).sort()).toEqual(['c', 'e']);
  });

  it('filters on nested fields', async () => {
    expect(ids(await col.where('m.color', '==', 'red').get())).toEqual(['e']);
    expect(ids(await col.orderBy('m.color').get())).toEqual(['e']);
  });
});

describe('ordering, cursors, offset and limits', () => {
  let col: CollectionReference;
  beforeAll(async () => {
    col = freshCollection('q');
    // Inserted out of id order; "score" has ties.
    await seed(col, {
      e: { score: 2 },
      b: { score: 1 },
      d: { score: 2 },
      a: { score: 1 },
      c: { score: 2 },
      f: { score: 3 },
      z: { nothing: true },
    });
  });

  it('without orderBy, results come in document id (__name__) order', async () => {
    expect(ids(await col.get())).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'z']);
  });

  it('ties are broken by __name__, in the direction of the last orderBy', async () => {
    expect(ids(await col.orderBy('score').get())).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(ids(await col.orderBy('score', 'desc').get())).toEqual(['f', 'e', 'd', 'c', 'b', 'a']);
  });

  it('startAt / startAfter / endAt / endBefore on values with ties', async () => {
    const q = col.orderBy('score');
    expect(ids(await q.startAt(2).get())).toEqual(['c', 'd', 'e', 'f']);
    expect(ids(await q.startAfter(1).get())).toEqual(['c', 'd', 'e', 'f']);
    expect(ids(await q.startAfter(2).get())).toEqual(['f']);
    expect(ids(await q.endAt(2).get())).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(await q.endBefore(2).get())).toEqual(['a', 'b']);
    expect(ids(await q.startAt(1).endBefore(3).get())).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(await col.orderBy('score', 'desc').startAfter(2).get())).toEqual(['b', 'a']);
  });

  it('cursors on (value, document id) and on snapshots page through ties', async () => {
    expect(ids(await col.orderBy('score').orderBy(FieldPath.documentId()).startAfter(2, 'c').get())).toEqual(['d', 'e', 'f']);
    const d = await col.doc('d').get();
    expect(ids(await col.orderBy('score').startAfter(d).get())).toEqual(['e', 'f']);
    expect(ids(await col.orderBy('score').startAt(d).limit(2).get())).toEqual(['d', 'e']);
    expect(ids(await col.orderBy('score').endBefore(d).get())).toEqual(['a', 'b', 'c']);
    expect(ids(await col.orderBy('score', 'desc').startAfter(d).get())).toEqual(['c', 'b', 'a']);
  });

  it('pages with limit + startAfter(last snapshot) cover every document exactly once', async () => {
    const seen: string[] = [];
    let page = await col.orderBy('score').limit(2).get();
    while (!page.empty) {
      seen.push(...ids(page));
      page = await col
        .orderBy('score')
        .startAfter(page.docs[page.docs.length - 1]!)
        .limit(2)
        .get();
    }
    expect(seen).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('offset skips results after cursors and before limit', async () => {
    expect(ids(await col.orderBy('score').offset(2).get())).toEqual(['c', 'd', 'e', 'f']);
    expect(ids(await col.orderBy('score').offset(1).limit(2).get())).toEqual(['b', 'c']);
    expect(ids(await col.orderBy('score').startAt(2).offset(1).limit(1).get())).toEqual(['d']);
    expect(ids(await col.orderBy('score').offset(10).get())).toEqual([]);
  });

  it('limitToLast', async () => {
    expect(ids(await col.orderBy('score').limitToLast(2).get())).toEqual(['e', 'f']);
    expect(ids(await col.orderBy('score').endBefore(3).limitToLast(2).get())).toEqual(['d', 'e']);
  });

  it('orderBy drops documents missing the field; ordering by a missing field alone returns nothing', async () => {
    expect(ids(await col.orderBy('score').get())).not.toContain('z');
    expect(ids(await col.orderBy('nothing').get())).toEqual(['z']);
    expect(ids(await col.orderBy('absent').get())).toEqual([]);
  });

  it('timestamp ranges', async () => {
    const events = freshCollection('q');
    await seed(events, {
      a: { at: Timestamp.fromMillis(1_000) },
      b: { at: Timestamp.fromMillis(2_000) },
      c: { at: Timestamp.fromMillis(3_000) },
    });
    expect(ids(await events.where('at', '>=', Timestamp.fromMillis(2_000)).where('at', '<', Timestamp.fromMillis(3_000)).get())).toEqual(['b']);
    expect(ids(await events.orderBy('at', 'desc').limit(2).get())).toEqual(['c', 'b']);
  });
});

describe('select() and documentId()', () => {
  let col: CollectionReference;
  beforeAll(async () => {
    col = freshCollection('q');
    await seed(col, {
      a: { name: 'A', price: 1, secret: 's', m: { x: 1, y: 2 } },
      b: { name: 'B', price: 2, secret: 's' },
      c: { name: 'C', price: 3 },
      d: { name: 'D', price: 4 },
    });
  });

  it('select() returns only the listed fields (nested too); select() with none returns ids only', async () => {
    const selected = await col.select('name', 'm.y').get();
    expect(selected.docs.map((d) => d.data())).toEqual([{ name: 'A', m: { y: 2 } }, { name: 'B' }, { name: 'C' }, { name: 'D' }]);
    const none = await col.select().get();
    expect(none.docs.map((d) => [d.id, d.data()])).toEqual([
      ['a', {}],
      ['b', {}],
      ['c', {}],
      ['d', {}],
    ]);
  });

  it('where(documentId(), ...) with ==, in, not-in and ranges; orderBy(documentId(), desc)', async () => {
    const id = FieldPath.documentId();
    expect(ids(await col.where(id, '==', 'b').get())).toEqual(['b']);
    expect(ids(await col.where(id, '==', col.doc('c')).get())).toEqual(['c']);
    expect(ids(await col.where(id, 'in', ['d', 'a', 'zz']).get())).toEqual(['a', 'd']);
    expect(ids(await col.where(id, 'not-in', ['a', 'b']).get())).toEqual(['c', 'd']);
    expect(ids(await col.where(id, '>=', 'b').where(id, '<', 'd').get())).toEqual(['b', 'c']);
    expect(ids(await col.orderBy(id, 'desc').limit(2).get())).toEqual(['d', 'c']);
    expect(ids(await col.where('price', '>', 1).orderBy('price').where(id, '!=', 'c').get())).toEqual(['b', 'd']);
  });
});

describe('subcollections', () => {
  it('queries a subcollection only', async () => {
    const parent = freshCollection('q').doc('p');
    await parent.set({ top: true });
    await parent.collection('items').doc('i1').set({ n: 1 });
    await parent.collection('items').doc('i2').set({ n: 2 });
    expect(ids(await parent.collection('items').where('n', '>', 1).get())).toEqual(['i2']);
    expect(ids(await parent.parent.get())).toEqual(['p']);
  });
});

describe('listeners', () => {
  it('a query listener sees adds, changes and removals', async () => {
    const col = freshCollection('q');
    const seen: string[][] = [];
    let notify: (() => void) | undefined;
    const unsubscribe = col.where('open', '==', true).onSnapshot((snap) => {
      seen.push(ids(snap));
      notify?.();
    });
    const next = () => new Promise<void>((resolve) => (notify = resolve));
    await next();
    let waiting = next();
    await col.doc('a').set({ open: true });
    await waiting;
    waiting = next();
    await col.doc('a').update({ open: false });
    await waiting;
    unsubscribe();
    expect(seen[0]).toEqual([]);
    expect(seen.at(-2)).toEqual(['a']);
    expect(seen.at(-1)).toEqual([]);
  });
});
