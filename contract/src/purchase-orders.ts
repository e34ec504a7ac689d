import { z } from 'zod/mini';
import { id } from './fields';
import { PageQuery, nextCursor } from './paging';
import { MAX_PURCHASE_ORDER_LINES, PURCHASE_ORDER_STATUSES, purchasingMessages, SETTABLE_PURCHASE_ORDER_STATUSES } from './purchase-order-rules';
import { isDollarAmount } from './staff-rules';
import { MAX_STOCK_COUNT } from './stock-rules';

// Purchase orders (docs/decisions.md §26): what the vendor buys from a supplier, and what arrived.
// Administrators only. Money is dollars here, cents where it is stored.

export const PurchaseOrderStatus = z.enum(PURCHASE_ORDER_STATUSES);
export type PurchaseOrderStatus = z.infer<typeof PurchaseOrderStatus>;

const quantityInvalid = { error: () => purchasingMessages.quantityInvalid };
const quantity = z.number(quantityInvalid).check(z.int(quantityInvalid), z.minimum(1, quantityInvalid), z.maximum(MAX_STOCK_COUNT, quantityInvalid));
const unitCostInvalid = { error: () => purchasingMessages.unitCostInvalid };

const linesRequired = { error: () => purchasingMessages.linesRequired };
/** Lines naming each product once, 1 to MAX_PURCHASE_ORDER_LINES of them. */
const linesOf = <L extends z.ZodMiniObject<{ productId: typeof id }>>(line: L) =>
  z.array(line, linesRequired).check(
    z.minLength(1, linesRequired),
    z.maxLength(MAX_PURCHASE_ORDER_LINES),
    z.refine((lines) => new Set(lines.map((l) => (l as { productId: string }).productId)).size === lines.length, {
      error: () => purchasingMessages.productTwice,
    }),
  );

/** POST /purchase-orders: a draft of what to buy from a supplier, each product at a unit cost in dollars. */
export const CreatePurchaseOrderRequest = z.object({
  supplierId: id,
  lines: linesOf(z.object({ productId: id, quantity, unitCost: z.number(unitCostInvalid).check(z.refine(isDollarAmount, unitCostInvalid)) })),
});
export type CreatePurchaseOrderRequest = z.infer<typeof CreatePurchaseOrderRequest>;

/** POST /purchase-orders/from-demand: a draft of the supplier's shortfalls. */
export const PurchaseOrderFromDemandRequest = z.object({ supplierId: id });
export type PurchaseOrderFromDemandRequest = z.infer<typeof PurchaseOrderFromDemandRequest>;

/** PUT /purchase-orders/{id}/status. */
export const SetPurchaseOrderStatusRequest = z.object({ status: z.enum(SETTABLE_PURCHASE_ORDER_STATUSES) });
export type SetPurchaseOrderStatusRequest = z.infer<typeof SetPurchaseOrderStatusRequest>;

/** POST /purchase-orders/{id}/receipts: what arrived, per product. */
export const ReceiptRequest = z.object({ lines: linesOf(z.object({ productId: id, quantity })) });
export type ReceiptRequest = z.infer<typeof ReceiptRequest>;

/** GET /purchase-orders: newest first, of one status or all. */
export const PurchaseOrdersQuery = z.extend(PageQuery, { status: z.optional(PurchaseOrderStatus) });
export type PurchaseOrdersQuery = z.infer<typeof PurchaseOrdersQuery>;

export const PurchaseOrderLine = z.object({
  productId: z.string(),
  /** The product's name and SKU as they were when the order was made. */
  name: z.string(),
  sku: z.nullable(z.string()),
  packSize: z.nullable(z.number()),
  quantity: z.number(),
  received: z.number(),
  /** Dollars. */
  unitCost: z.number(),
  lineTotal: z.number(),
});
export type PurchaseOrderLine = z.infer<typeof PurchaseOrderLine>;

export const PurchaseOrderReceipt = z.object({
  /** ISO 8601. */
  at: z.string(),
  /** Who received it: the administrator's e-mail (or account id when it has none). */
  by: z.string(),
  lines: z.array(z.object({ productId: z.string(), quantity: z.number() })),
});
export type PurchaseOrderReceipt = z.infer<typeof PurchaseOrderReceipt>;

export const PurchaseOrder = z.object({
  /** Its readable number, PO-0001 and on: also how its address names it. */
  id: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  supplierEmail: z.string(),
  status: PurchaseOrderStatus,
  lines: z.array(PurchaseOrderLine),
  /** Dollars. */
  total: z.number(),
  receipts: z.array(PurchaseOrderReceipt),
  createdAt: z.string(),
  orderedAt: z.nullable(z.string()),
  cancelledAt: z.nullable(z.string()),
});
export type PurchaseOrder = z.infer<typeof PurchaseOrder>;

export const PurchaseOrderResponse = z.object({ purchaseOrder: PurchaseOrder });
export type PurchaseOrderResponse = z.infer<typeof PurchaseOrderResponse>;

export const PurchaseOrdersPage = z.object({ purchaseOrders: z.array(PurchaseOrder), nextCursor });
export type PurchaseOrdersPage = z.infer<typeof PurchaseOrdersPage>;
