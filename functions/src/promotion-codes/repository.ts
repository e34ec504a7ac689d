import { FieldPath, Timestamp, type Query } from 'firebase-admin/firestore';
import { MAX_BATCH_CODES, type PageQuery } from '@ssb/contract';
import type { PromotionCodeBatchDoc, PromotionCodeDoc } from '@ssb/documents';
import { collection, getAll } from '../lib/collections';
import { decodeCursor, encodeCursor, type Page } from '../lib/cursor';

export type { PromotionCodeBatchDoc, PromotionCodeDoc };

/** Codes by their key (the code upper-cased): two codes that differ only in case are one document. */
export const promotionCodesCollection = collection.promotionCodes;
export const promotionCodeBatchesCollection = collection.promotionCodeBatches;

export async function findPromotionCode(codeKey: string): Promise<PromotionCodeDoc | null> {
  return (await promotionCodesCollection().doc(codeKey).get()).data() ?? null;
}

export async function findBatch(batchId: string): Promise<PromotionCodeBatchDoc | null> {
  return (await promotionCodeBatchesCollection().doc(batchId).get()).data() ?? null;
}

/** Which of these keys a code has already (one read each). */
export async function takenKeys(codeKeys: readonly string[]): Promise<Set<string>> {
  const snaps = await getAll(codeKeys.map((key) => promotionCodesCollection().doc(key)));
  return new Set(snaps.filter((snap) => snap.exists).map((snap) => snap.id));
}

/**
 * A page of every code, newest first (creation time to the nanosecond, then id): a single-field
 * order, served without a composite index. The cursor is the page's last code.
 */
export async function newestCodes(page: PageQuery): Promise<Page<PromotionCodeDoc>> {
  let query: Query<PromotionCodeDoc> = promotionCodesCollection().orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (page.cursor) {
    const { keys, id } = decodeCursor(page.cursor, ['integer', 'integer']);
    query = query.startAfter(new Timestamp(keys[0] as number, keys[1] as number), id);
  }
  const docs = (await query.limit(page.limit + 1).get()).docs.map((d) => ({ id: d.id, doc: d.data() }));
  const items = docs.slice(0, page.limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: docs.length > page.limit && last ? encodeCursor([last.doc.createdAt.seconds, last.doc.createdAt.nanoseconds], last.id) : null,
  };
}

/** A batch's codes, by code: one query on the batch, at most a batch's size. */
export async function codesOfBatch(batchId: string): Promise<PromotionCodeDoc[]> {
  const snap = await promotionCodesCollection().where('batchId', '==', batchId).orderBy(FieldPath.documentId()).limit(MAX_BATCH_CODES).get();
  return snap.docs.map((d) => d.data());
}
