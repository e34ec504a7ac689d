import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { assertListOfCurrentYear } from '../http/authorize';
import { notFound } from '../http/errors';
import { productsCollection, type ProductDoc } from '../products/repository';
import { schoolsCollection, type SchoolDoc } from '../schools/repository';
import { supplyListsCollection, type SupplyListDoc } from './repository';
import { API_TEXTS } from '../texts';

export interface ListInTransaction {
  ref: DocumentReference<SupplyListDoc>;
  list: SupplyListDoc;
  school: SchoolDoc | null;
  products: Map<string, ProductDoc>;
}

/** Reads a list, its school and its products inside a transaction (every read before any write). */
export async function readListInTransaction(tx: Transaction, listId: string): Promise<ListInTransaction> {
  const ref = supplyListsCollection().doc(listId);
  const list = (await tx.get(ref)).data();
  if (!list) throw notFound(API_TEXTS.notFound.list);
  assertListOfCurrentYear(list);
  const productRefs = [...new Set(list.items.map((i) => i.productId))].map((id) => productsCollection().doc(id));
  const [school, productSnaps] = await Promise.all([tx.get(schoolsCollection().doc(list.schoolId)), productRefs.length ? tx.getAll(...productRefs) : []]);
  const products = new Map(
    productSnaps.flatMap((s) => {
      const doc = s.data();
      return doc ? [[s.id, doc] as const] : [];
    }),
  );
  return { ref, list, school: school.data() ?? null, products };
}
