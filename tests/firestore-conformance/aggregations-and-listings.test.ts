import { AggregateField } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, freshCollection } from './helpers';
import type { CollectionReference } from 'firebase-admin/firestore';

describe('aggregations', () => {
  let col: CollectionReference;
  beforeAll(async () => {
    col = freshCollection('agg');
    const batch = db().batch();
    batch.set(col.doc('a'), { kind: 'pen', qty: 2, price: 1.5 });
    batch.set(col.doc('b'), { kind: 'pen', qty: 3, price: 2 });
    batch.set(col.doc('c'), { kind: 'book', qty: 1, price: 12.25 });
    batch.set(col.doc('d'), { kind: 'book', qty: 'n/a' });
    batch.set(col.doc('e'), { kind: 'bag' });
    await batch.commit();
  });

  it('count() with and without filters', async () => {
    expect((await col.count().get()).data().count).toBe(5);
    expect((await col.where('kind', '==', 'pen').count().get()).data().count).toBe(2);
    expect((await col.where('price', '<', 2.5).count().get()).data().count).toBe(2);
    expect((await col.where('kind', '==', 'none').count().get()).data().count).toBe(0);
    expect((await col.orderBy('qty').limit(2).count().get()).data().count).toBe(2);
  });

  it('sum() adds numbers only, stays an integer over integers, and honours filters', async () => {
    const all = await col.aggregate({ qty: AggregateField.sum('qty'), price: AggregateField.sum('price'), n: AggregateField.count() }).get();
    expect(all.data()).toEqual({ qty: 6, price: 15.75, n: 5 });
    const pens = await col
      .where('kind', '==', 'pen')
      .aggregate({ qty: AggregateField.sum('qty') })
      .get();
    expect(pens.data().qty).toBe(5);
    const none = await col
      .where('kind', '==', 'none')
      .aggregate({ qty: AggregateField.sum('qty') })
      .get();
    expect(none.data().qty).toBe(0);
  });

  it('average() over the numeric values only; null when there are none', async () => {
    const avg = await col.aggregate({ qty: AggregateField.average('qty'), none: AggregateField.average('missing') }).get();
    expect(avg.data()).toEqual({ qty: 2, none: null });
  });
});

// Not used by the product today, but part of the API the SDKs offer (these were the
// former stand-in's known gaps).
describe('collection groups, bulk writes and listings', () => {
  it('collectionGroup() queries find the collection at every depth', async () => {
    const root = freshCollection('gap');
    const group = `items-${root.id}`;
    await root.doc('p').collection(group).doc('i1').set({ n: 1 });
    await db().collection(group).doc('i2').set({ n: 2 });
    const snap = await db().collectionGroup(group).get();
    expect(snap.docs.map((d) => d.ref.path).sort()).toEqual([`${group}/i2`, `${root.id}/p/${group}/i1`].sort());
  });

  it('BulkWriter writes through the BatchWrite RPC', async () => {
    const col = freshCollection('gap');
    const writer = db().bulkWriter();
    writer.onWriteError(() => false); // no retries
    const write = writer.set(col.doc('a'), { n: 1 }).catch((error: unknown) => error);
    await writer.close();
    await write;
    expect((await col.doc('a').get()).exists).toBe(true);
  });

  it('listDocuments() lists the documents of a collection', async () => {
    const col = freshCollection('gap');
    await col.doc('a').set({ n: 1 });
    const refs = await col.listDocuments();
    expect(refs.map((r) => r.id)).toEqual(['a']);
  });

  it('listCollections() lists the subcollections of a document', async () => {
    const parent = freshCollection('gap').doc('p');
    await parent.collection('sub').doc('a').set({ n: 1 });
    const collections = await parent.listCollections();
    expect(collections.map((c) => c.id)).toEqual(['sub']);
  });

  it('recursiveDelete() deletes a collection and its subcollections', async () => {
    const col = freshCollection('gap');
    await col.doc('a').set({ n: 1 });
    await col.doc('a').collection('sub').doc('b').set({ n: 1 });
    const writer = db().bulkWriter();
    writer.onWriteError(() => false); // no retries
    await db().recursiveDelete(col, writer);
    expect((await col.doc('a').get()).exists).toBe(false);
    expect((await col.doc('a').collection('sub').doc('b').get()).exists).toBe(false);
  });
});
