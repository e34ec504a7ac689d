import type { Query, Transaction } from 'firebase-admin/firestore';
import type { SupplyListDoc } from '@ssb/documents';
import type { PageQuery } from '@ssb/contract';
import { collection, getAll } from '../lib/collections';
import { ascendingPage, type Page } from '../lib/cursor';
import { prefixRange, productsByIds, productsCollection, type ProductDoc } from '../products/repository';
import { schoolsCollection } from '../schools/repository';

export type { SupplyListDoc };

export const supplyListsCollection = collection.supplyLists;

/** The lists read whole, not paged: one school's (a list a grade), or the API test page's published ones. */
export const MAX_LISTS = 200;

export interface ListFilter {
  schoolId?: string;
  published?: boolean;
  awaitingReview?: boolean;
  name?: string;
}

export async function findSupplyList(id: string): Promise<SupplyListDoc | null> {
  return (await supplyListsCollection().doc(id).get()).data() ?? null;
}

/** A page of the lists matching the filter, ordered by name. Every shape used here has an index in firestore.indexes.json. */
export async function queryLists(filter: ListFilter, page: PageQuery): Promise<Page<SupplyListDoc>> {
  let query: Query<SupplyListDoc> = supplyListsCollection();
  if (filter.schoolId !== undefined) query = query.where('schoolId', '==', filter.schoolId);
  if (filter.published !== undefined) query = query.where('published', '==', filter.published);
  if (filter.awaitingReview !== undefined) query = query.where('awaitingReview', '==', filter.awaitingReview);
  if (filter.name !== undefined) {
    const [from, to] = prefixRange(filter.name);
    query = query.where('nameKey', '>=', from).where('nameKey', '<', to);
  }
  // Every filter sorts by name: a cursor read under another filter starts at its name, never at a wrong row.
  return ascendingPage(query, [{ field: 'nameKey', kind: 'string' }], page);
}

/** The products a set of lists uses, each read once. */
export function productsOfLists(lists: SupplyListDoc[]): Promise<Map<string, ProductDoc>> {
  return productsByIds(lists.flatMap((l) => l.items.map((i) => i.productId)));
}

/** The names of the schools a set of lists belongs to, each read once. */
export async function schoolNamesOfLists(lists: SupplyListDoc[]): Promise<Map<string, string>> {
  const schoolIds = [...new Set(lists.map((l) => l.schoolId))];
  if (!schoolIds.length) return new Map();
  const snaps = await getAll(schoolIds.map((id) => schoolsCollection().doc(id)));
  return new Map(
    snaps.flatMap((s) => {
      const school = s.data();
      return school ? [[s.id, school.name] as const] : [];
    }),
  );
}

/** Reads the named products inside a transaction (each once), keyed by id; unknown ids are absent. */
export async function productsInTransaction(tx: Transaction, ids: Iterable<string>): Promise<Map<string, ProductDoc>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const snaps = await tx.getAll(...unique.map((id) => productsCollection().doc(id)));
  return new Map(
    snaps.flatMap((s) => {
      const doc = s.data();
      return doc ? [[s.id, doc] as const] : [];
    }),
  );
}
