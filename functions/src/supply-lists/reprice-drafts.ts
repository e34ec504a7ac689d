import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { productsCollection } from '../products/repository';
import { supplyListsCollection } from './repository';
import { repricedTotalCents } from './rules';

/** Drafts re-priced per transaction: well under Firestore's 500 writes, and few enough to read at once. */
const BATCH = 100;

/** The drafts that use a product, a page at a time in id order (indexed: productIds CONTAINS, published). */
export const draftsUsing = (productId: string, after?: string) => {
  const query = supplyListsCollection()
    .where('productIds', 'array-contains', productId)
    .where('published', '==', false)
    .orderBy(FieldPath.documentId())
    .limit(BATCH);
  return after ? query.startAfter(after) : query;
};

/**
 * After a product's price changed: every draft that uses it and stores a total is re-priced
 * from its items at the products' current prices (rules.ts), a page of drafts per
 * transaction. Published lists keep their locked price; orders are snapshots. Re-pricing is
 * computed from current prices, so running it again (the same save retried) is harmless.
 * Returns how many drafts changed.
 */
export async function repriceDraftsUsing(productId: string): Promise<number> {
  let changed = 0;
  let after: string | undefined;
  for (;;) {
    const page = await draftsUsing(productId, after).get();
    if (page.empty) return changed;
    after = page.docs.at(-1)!.id;
    changed += await db().runTransaction(async (tx) => {
      const lists = (await tx.getAll(...page.docs.map((d) => d.ref))).flatMap((s) => {
        const list = s.data();
        return list ? [{ ref: s.ref, list }] : [];
      });
      const productIds = [...new Set(lists.flatMap(({ list }) => list.items.map((i) => i.productId)))];
      const products = new Map(
        (productIds.length ? await tx.getAll(...productIds.map((id) => productsCollection().doc(id))) : []).flatMap((s) => {
          const product = s.data();
          return product ? [[s.id, product] as const] : [];
        }),
      );
      let writes = 0;
      for (const { ref, list } of lists) {
        const total = repricedTotalCents(list, (id) => products.get(id)?.priceCents);
        if (total === null) continue;
        tx.update(ref, { totalPriceCents: total, updatedAt: Timestamp.now() });
        writes++;
      }
      return writes;
    });
    if (page.size < BATCH) return changed;
  }
}
