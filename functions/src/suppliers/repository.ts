import type { Transaction } from 'firebase-admin/firestore';
import { MAX_SUPPLIERS } from '@ssb/contract';
import type { SupplierDoc } from '@ssb/documents';
import { collection } from '../lib/collections';

export type { SupplierDoc };

export const suppliersCollection = collection.suppliers;

/** Whether the supplier exists, read in the caller's transaction. */
export async function supplierExists(tx: Transaction, id: string): Promise<boolean> {
  return (await tx.get(suppliersCollection().doc(id))).exists;
}

/** The supplier, read in the caller's transaction; null when there is none. */
export async function supplierInTransaction(tx: Transaction, id: string): Promise<SupplierDoc | null> {
  return (await tx.get(suppliersCollection().doc(id))).data() ?? null;
}

/** Every supplier by name, at most MAX_SUPPLIERS. */
export async function suppliersByName() {
  return (await suppliersCollection().orderBy('nameKey').limit(MAX_SUPPLIERS).get()).docs.map((d) => ({ id: d.id, doc: d.data() }));
}
