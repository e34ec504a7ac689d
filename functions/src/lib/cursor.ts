import { FieldPath, type Query } from 'firebase-admin/firestore';
import { requestMessages, type PageQuery } from '@ssb/contract';
import { badRequest } from '../http/errors';

/** What a cursor holds: the sort keys of a page's last item, then its id. */
type Key = string | number;
/** The kind of each key, in order: a cursor of another shape (another sort) is refused, never misread. */
export type CursorShape = readonly ('string' | 'integer')[];

const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The opaque cursor of a position: its sort keys and id, as base64url JSON. */
export const encodeCursor = (keys: readonly Key[], id: string) => Buffer.from(JSON.stringify([...keys, id])).toString('base64url');

/** The sort keys and id a cursor of this shape holds; anything else is a 400 with the cursor message. */
export function decodeCursor(cursor: string, shape: CursorShape): { keys: Key[]; id: string } {
  try {
    const values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(values) && values.length === shape.length + 1) {
      const keys = values.slice(0, -1) as unknown[];
      const id = values.at(-1);
      const fits = keys.every((key, i) => (shape[i] === 'integer' ? Number.isInteger(key) : typeof key === 'string'));
      if (fits && typeof id === 'string' && ID.test(id)) return { keys: keys as Key[], id };
    }
  } catch {
    // answered below
  }
  throw badRequest(`cursor: ${requestMessages.cursor}`);
}

export interface Listed<T> {
  id: string;
  doc: T;
}

export interface Page<T> {
  items: Listed<T>[];
  nextCursor: string | null;
}

/**
 * One page of a query ordered by `fields` (ascending, then by id, which breaks ties), after
 * the cursor's position: one read more than the page, to know if another follows. The cursor
 * carries the last item's keys, so a reader paging on neither skips nor repeats an item.
 */
export async function ascendingPage<T extends object>(
  query: Query<T>,
  fields: readonly { field: string; kind: CursorShape[number] }[],
  page: PageQuery,
): Promise<Page<T>> {
  let ordered = fields.reduce((q, { field }) => q.orderBy(field), query).orderBy(FieldPath.documentId());
  if (page.cursor) {
    const after = decodeCursor(
      page.cursor,
      fields.map((f) => f.kind),
    );
    ordered = ordered.startAfter(...after.keys, after.id);
  }
  const docs = (await ordered.limit(page.limit + 1).get()).docs.map((d) => ({ id: d.id, doc: d.data() }));
  const items = docs.slice(0, page.limit);
  const last = items.at(-1);
  const keysOf = (doc: T) => fields.map(({ field }) => (doc as Record<string, Key>)[field]!);
  return { items, nextCursor: docs.length > page.limit && last ? encodeCursor(keysOf(last.doc), last.id) : null };
}
