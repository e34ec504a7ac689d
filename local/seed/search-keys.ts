import { FieldPath, type DocumentSnapshot, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { orderSearchTerms, schoolSearchTerms } from '@ssb/contract';

const PAGE = 200;

const sameKeys = (stored: unknown, keys: string[]) => Array.isArray(stored) && stored.length === keys.length && keys.every((key, i) => stored[i] === key);

const field = (doc: DocumentSnapshot, name: string) => String(doc.get(name) ?? '');

/** The searches whose keys documents store, and how each document's keys are made. */
export const searchKeys = {
  /** The shop's school search: a school's name and address. */
  schools: (doc: DocumentSnapshot) => schoolSearchTerms({ name: field(doc, 'name'), fullAddress: field(doc, 'fullAddress') }),
  /** All Orders' search: an order's number, student, e-mail and phone. */
  orders: (doc: DocumentSnapshot) =>
    orderSearchTerms(doc.id, {
      studentFirstName: field(doc, 'studentFirstName'),
      studentLastName: field(doc, 'studentLastName'),
      emailKey: field(doc, 'emailKey'),
      phoneKey: field(doc, 'phoneKey'),
    }),
};
export type SearchedCollection = keyof typeof searchKeys;

/**
 * Gives each document of `collection` its search keys where they are missing or stale (documents
 * stored before the search), a page at a time; safe to run again. Returns how many it changed.
 */
export async function refreshSearchKeys(db: Firestore, collection: SearchedCollection): Promise<number> {
  let changed = 0;
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = db.collection(collection).orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) page = page.startAfter(after);
    const snap = await page.get();
    const batch = db.batch();
    for (const doc of snap.docs) {
      const keys = searchKeys[collection](doc);
      if (sameKeys(doc.get('searchTerms'), keys)) continue;
      batch.update(doc.ref, { searchTerms: keys });
      changed += 1;
    }
    await batch.commit();
    if (snap.size < PAGE) return changed;
    after = snap.docs.at(-1);
  }
}
