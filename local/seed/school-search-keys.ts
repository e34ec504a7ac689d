import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { schoolSearchTerms } from '@ssb/contract';

const PAGE = 200;

const sameKeys = (stored: unknown, keys: string[]) => Array.isArray(stored) && stored.length === keys.length && keys.every((key, i) => stored[i] === key);

/**
 * Gives each school the search keys of its name and address where they are missing or stale
 * (schools stored before the shop's search), a page at a time; safe to run again. Returns how
 * many schools it changed.
 */
export async function refreshSchoolSearchKeys(db: Firestore): Promise<number> {
  let changed = 0;
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = db.collection('schools').orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) page = page.startAfter(after);
    const snap = await page.get();
    const batch = db.batch();
    for (const doc of snap.docs) {
      const keys = schoolSearchTerms({ name: String(doc.get('name') ?? ''), fullAddress: String(doc.get('fullAddress') ?? '') });
      if (sameKeys(doc.get('searchTerms'), keys)) continue;
      batch.update(doc.ref, { searchTerms: keys });
      changed += 1;
    }
    await batch.commit();
    if (snap.size < PAGE) return changed;
    after = snap.docs.at(-1);
  }
}
