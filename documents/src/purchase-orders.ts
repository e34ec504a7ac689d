import { z } from 'zod/mini';
import { PURCHASE_ORDER_STATUSES } from '@ssb/contract';
import { cents, timestamp } from './fields';

const units = z.number().check(z.int(), z.minimum(0));

/**
 * A purchaseOrders document (docs/decisions.md §26), its id its readable number (PO-0001). The
 * lines keep the product's name, SKU and pack size as they were when it was made, so a printed
 * order reads the same later; `received` moves with each receipt, in its transaction.
 */
export const PurchaseOrderDoc = z.object({
  /** The number's counter value: the list's newest-first order. */
  seq: z.number().check(z.int(), z.minimum(1)),
  supplierId: z.string(),
  supplierName: z.string(),
  supplierEmail: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  lines: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      sku: z.nullable(z.string()),
      packSize: z.nullable(z.number().check(z.int(), z.minimum(1))),
      quantity: z.number().check(z.int(), z.minimum(1)),
      received: units,
      unitCostCents: cents,
    }),
  ),
  /** Each delivery as it was received: when, by whom, what. */
  receipts: z.array(z.object({ at: timestamp, by: z.string(), lines: z.array(z.object({ productId: z.string(), quantity: units })) })),
  createdBy: z.string(),
  createdAt: timestamp,
  orderedAt: z.nullable(timestamp),
  cancelledAt: z.nullable(timestamp),
});
export type PurchaseOrderDoc = z.infer<typeof PurchaseOrderDoc>;

/** `counters/purchaseOrders`: the last number given, moved in the transaction that creates the order. */
export const PurchaseOrderCounterDoc = z.object({ last: z.number().check(z.int(), z.minimum(0)) });
export type PurchaseOrderCounterDoc = z.infer<typeof PurchaseOrderCounterDoc>;
