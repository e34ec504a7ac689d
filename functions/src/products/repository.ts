import type { Query, Transaction } from 'firebase-admin/firestore';
import { dollarsToCents, type PageQuery, type ProductsQuery } from '@ssb/contract';
import type { ProductDoc } from '@ssb/documents';
import { collection, getAll } from '../lib/collections';
import { ascendingPage, type Page } from '../lib/cursor';

export type ProductFilter = Omit<ProductsQuery, 'limit' | 'cursor'>;

export type { ProductDoc };

export const productsCollection = collection.products;

export async function findProduct(id: string): Promise<ProductDoc | null> {
  return (await productsCollection().doc(id).get()).data() ?? null;
}

/** Reads exactly the named products (one read each), keyed by id; unknown ids are absent. */
export async function productsByIds(ids: string[]): Promise<Map<string, ProductDoc>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const snaps = await getAll(unique.map((id) => productsCollection().doc(id)));
  return new Map(
    snaps.flatMap((s) => {
      const doc = s.data();
      return doc ? [[s.id, doc] as const] : [];
    }),
  );
}

/** The named products read in the caller's transaction, keyed by id; unknown ids are absent. */
export async function productsInTransaction(tx: Transaction, ids: readonly string[]): Promise<Map<string, ProductDoc>> {
  const unique = [...new Set(ids)];
  const snaps = await Promise.all(unique.map((id) => tx.get(productsCollection().doc(id))));
  return new Map(
    snaps.flatMap((s) => {
      const doc = s.data();
      return doc ? [[s.id, doc] as const] : [];
    }),
  );
}

/** Sets a product's stock figures, worked out from its document read in the same transaction. */
export function setProductStock(tx: Transaction, id: string, stock: Pick<ProductDoc, 'stockOnHand' | 'onOrder'>): void {
  tx.update(productsCollection().doc(id), stock);
}

/** Firestore has no substring search: names match by prefix on the lower-cased key. */
export function prefixRange(text: string): [string, string] {
  const key = text.trim().toLowerCase();
  return [key, `${key}\uf8ff`];
}

/** GET /products/search answers its matches whole, not paged. */
export const MAX_SEARCHED_PRODUCTS = 500;

/**
 * A page of products by name prefix and price range: ordered by name when a name is given,
 * else by price (a range filter orders by its own field first). Indexed in firestore.indexes.json.
 */
export async function queryProducts(filter: ProductFilter, page: PageQuery): Promise<Page<ProductDoc>> {
  let query: Query<ProductDoc> = productsCollection();
  if (filter.name !== undefined) {
    const [from, to] = prefixRange(filter.name);
    query = query.where('nameKey', '>=', from).where('nameKey', '<', to);
  }
  const priced = filter.priceMin !== undefined || filter.priceMax !== undefined;
  if (filter.priceMin !== undefined) query = query.where('priceCents', '>=', dollarsToCents(filter.priceMin));
  if (filter.priceMax !== undefined) query = query.where('priceCents', '<=', dollarsToCents(filter.priceMax));
  // Each order has a cursor of its own shape: one read under another order is refused.
  const order = [
    ...(filter.name !== undefined || !priced ? [{ field: 'nameKey', kind: 'string' as const }] : []),
    ...(priced ? [{ field: 'priceCents', kind: 'integer' as const }] : []),
  ];
  return ascendingPage(query, order, page);
}
