import { z } from 'zod/mini';

// Who the vendor buys each product from (docs/decisions.md §26): the administrators' only. What
// POST /suppliers takes is in forms/staff.ts, as the Purchasing tab's dialog checks with it.

export const Supplier = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  leadTimeDays: z.number().check(z.int()),
});
export type Supplier = z.infer<typeof Supplier>;

/** What POST /suppliers answers. */
export const SupplierResponse = z.object({ supplier: Supplier });
export type SupplierResponse = z.infer<typeof SupplierResponse>;

/** GET /suppliers answers every supplier by name, up to MAX_SUPPLIERS: a vendor buys from a handful. */
export const SuppliersResponse = z.object({ suppliers: z.array(Supplier) });
export type SuppliersResponse = z.infer<typeof SuppliersResponse>;

export const MAX_SUPPLIERS = 500;
