import { Timestamp } from 'firebase-admin/firestore';
import type { Supplier, SupplierRequest } from '@ssb/contract';
import { toApiSupplier } from './convert';
import { suppliersCollection, type SupplierDoc } from './repository';

/** POST /suppliers: a new supplier; two may share a name (the id tells them apart). */
export async function createSupplier(body: SupplierRequest): Promise<Supplier> {
  const ref = suppliersCollection().doc();
  const doc: SupplierDoc = {
    name: body.name,
    nameKey: body.name.toLowerCase(),
    email: body.email,
    leadTimeDays: body.leadTimeDays,
    createdAt: Timestamp.now(),
  };
  await ref.create(doc);
  return toApiSupplier(ref.id, doc);
}
