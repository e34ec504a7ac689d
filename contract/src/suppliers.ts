import { z } from 'zod/mini';
import { requiredEmail, requiredText } from './fields';
import { staffMessages } from './staff-rules';
import { stockMessages } from './stock-rules';

// Who the vendor buys each product from (docs/decisions.md §26): the administrators' only.

export const SUPPLIER_NAME_MAX_LENGTH = 120;
export const MAX_LEAD_TIME_DAYS = 365;

const leadTimeInvalid = { error: () => stockMessages.leadTimeInvalid };

/** POST /suppliers: a name, an e-mail to send purchase orders to, and how many days an order takes to arrive. */
export const SupplierRequest = z.object({
  name: requiredText(SUPPLIER_NAME_MAX_LENGTH, () => stockMessages.supplierNameRequired),
  email: requiredEmail(() => staffMessages.emailRequired),
  leadTimeDays: z.number(leadTimeInvalid).check(z.int(leadTimeInvalid), z.minimum(0, leadTimeInvalid), z.maximum(MAX_LEAD_TIME_DAYS, leadTimeInvalid)),
});
export type SupplierRequest = z.infer<typeof SupplierRequest>;

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
