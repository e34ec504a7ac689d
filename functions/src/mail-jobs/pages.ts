import { FieldPath, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

/** The documents a page holds: the mail jobs keep one page in memory at a time. */
export const PAGE_SIZE = 500;

/**
 * Every document of `query`, a page at a time, in document id order: each page starts after the
 * last document of the one before, so the query is never read whole and a page costs its reads.
 */
export async function* pagesOf<T>(query: Query<T>, size = PAGE_SIZE): AsyncGenerator<QueryDocumentSnapshot<T>[]> {
  const ordered = query.orderBy(FieldPath.documentId()).limit(size);
  let last: QueryDocumentSnapshot<T> | undefined;
  do {
    const { docs } = await (last ? ordered.startAfter(last) : ordered).get();
    if (docs.length) yield docs;
    last = docs.length === size ? docs.at(-1) : undefined;
  } while (last);
}
