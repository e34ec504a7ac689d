import type { Supplier } from '@ssb/contract';
import type { SupplierDoc } from '@ssb/documents';

export function toApiSupplier(id: string, doc: SupplierDoc): Supplier {
  return { id, name: doc.name, email: doc.email, leadTimeDays: doc.leadTimeDays };
}
