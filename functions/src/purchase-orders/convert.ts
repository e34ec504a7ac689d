import { centsToDollars, type PurchaseOrder } from '@ssb/contract';
import type { PurchaseOrderDoc } from '@ssb/documents';

export const lineTotalCents = (line: { quantity: number; unitCostCents: number }): number => line.quantity * line.unitCostCents;

export const totalCents = (doc: PurchaseOrderDoc): number => doc.lines.reduce((sum, line) => sum + lineTotalCents(line), 0);

export function toApiPurchaseOrder(id: string, doc: PurchaseOrderDoc): PurchaseOrder {
  return {
    id,
    supplierId: doc.supplierId,
    supplierName: doc.supplierName,
    supplierEmail: doc.supplierEmail,
    status: doc.status,
    lines: doc.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      sku: line.sku,
      packSize: line.packSize,
      quantity: line.quantity,
      received: line.received,
      unitCost: centsToDollars(line.unitCostCents),
      lineTotal: centsToDollars(lineTotalCents(line)),
    })),
    total: centsToDollars(totalCents(doc)),
    receipts: doc.receipts.map((r) => ({ at: r.at.toDate().toISOString(), by: r.by, lines: r.lines })),
    createdAt: doc.createdAt.toDate().toISOString(),
    orderedAt: doc.orderedAt?.toDate().toISOString() ?? null,
    cancelledAt: doc.cancelledAt?.toDate().toISOString() ?? null,
  };
}
