import { searchKey, SHOP_SCHOOL_LIMIT, type School, type SchoolsQuery } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { isAdmin } from '../http/authorize';
import { getAll } from '../lib/collections';
import { ascendingPage } from '../lib/cursor';
import { ordersCollection } from '../orders/repository';
import { toApiSchool, toStaffSchool } from './convert';
import { schoolsCollection } from './repository';

/** The orders a signed-in family's schools are read from: its latest. */
const RECENT_ORDERS = 20;

/**
 * GET /schools?q=: administrators see every school with its counters, a page at a time by name;
 * everyone else the schools with a list to buy, a signed-in family's own (where it ordered)
 * first, in one answer without a cursor. `q` finds a school by the start of any word of its
 * name, its city or its ZIP code.
 */
export async function listSchools(caller: Caller | undefined, { q, limit, cursor }: SchoolsQuery): Promise<{ schools: School[]; nextCursor?: string | null }> {
  const key = searchKey(q ?? '');
  const found = key ? schoolsCollection().where('searchTerms', 'array-contains', key) : schoolsCollection();
  if (isAdmin(caller)) {
    const page = await ascendingPage(found, [{ field: 'name', kind: 'string' }], { limit, cursor });
    return { schools: page.items.map((s) => toStaffSchool(s.id, s.doc)), nextCursor: page.nextCursor };
  }
  const [own, snap] = await Promise.all([
    caller ? ownSchools(caller.uid, key) : [],
    // Firestore orders by the explicit field first, then by the inequality's.
    found.where('publishedListCount', '>', 0).orderBy('name').limit(SHOP_SCHOOL_LIMIT).get(),
  ]);
  const ownIds = new Set(own.map((school) => school.id));
  const others = snap.docs.filter((d) => !ownIds.has(d.id)).map((d) => toApiSchool(d.id, d.data()));
  return { schools: [...own, ...others].slice(0, SHOP_SCHOOL_LIMIT) };
}

/** The schools of a person's latest orders that match the search and still sell a list, by name. */
async function ownSchools(uid: string, key: string): Promise<School[]> {
  const orders = await ordersCollection().where('userId', '==', uid).orderBy('createdAt', 'desc').limit(RECENT_ORDERS).get();
  const ids = [...new Set(orders.docs.map((d) => d.data().schoolId))];
  const snaps = await getAll(ids.map((id) => schoolsCollection().doc(id)));
  return snaps
    .flatMap((snap) => {
      const doc = snap.data();
      const matches = doc && doc.publishedListCount > 0 && (!key || doc.searchTerms.includes(key));
      return matches ? [{ ...toApiSchool(snap.id, doc), orderedBefore: true as const }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
