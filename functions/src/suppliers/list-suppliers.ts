import type { Supplier } from '@ssb/contract';
import { toApiSupplier } from './convert';
import { suppliersByName } from './repository';

/** GET /suppliers: by name, at most MAX_SUPPLIERS (a vendor buys from a handful, so no paging). */
export async function listSuppliers(): Promise<Supplier[]> {
  return (await suppliersByName()).map((s) => toApiSupplier(s.id, s.doc));
}
