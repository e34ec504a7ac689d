import { z } from 'zod/mini';
import { timestamp } from './fields';

/** A suppliers document: who the vendor buys products from (docs/decisions.md §26); no browser reads it. */
export const SupplierDoc = z.object({
  name: z.string(),
  /** Lower-cased name: GET /suppliers answers them by it. */
  nameKey: z.string(),
  email: z.string(),
  leadTimeDays: z.number().check(z.int(), z.minimum(0)),
  createdAt: timestamp,
});
export type SupplierDoc = z.infer<typeof SupplierDoc>;
