import { defineTexts } from './i18n/texts';
import en from './locales/purchasing.en';

// A purchase order's life (docs/decisions.md §26), without zod or I/O: the API asks these before
// it writes, and the Purchasing tab asks them which buttons to show.

/** Purchase orders' form messages, in the current language. */
export const purchasingMessages = defineTexts('contract.purchasing', en, { es: () => import('./locales/purchasing.es') }).purchasing;

export const PURCHASE_ORDER_STATUSES = ['DRAFT', 'ORDERED', 'PARTIAL', 'RECEIVED', 'CANCELLED'] as const;
type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** The statuses an administrator sets; PARTIAL and RECEIVED follow from receipts. */
export const SETTABLE_PURCHASE_ORDER_STATUSES = ['ORDERED', 'CANCELLED'] as const;
export type SettablePurchaseOrderStatus = (typeof SETTABLE_PURCHASE_ORDER_STATUSES)[number];

/** The most lines one purchase order holds, and the most receipts it keeps. */
export const MAX_PURCHASE_ORDER_LINES = 100;
export const MAX_PURCHASE_ORDER_RECEIPTS = 50;

/**
 * Which moves an administrator may make. A draft is ordered or dropped; an order with goods still to
 * come (ORDERED, or PARTIAL after a short delivery) may be cancelled, which closes what was not
 * received; a received or cancelled order is final.
 */
const SETTABLE_FROM: Record<SettablePurchaseOrderStatus, readonly PurchaseOrderStatus[]> = {
  ORDERED: ['DRAFT'],
  CANCELLED: ['DRAFT', 'ORDERED', 'PARTIAL'],
};

export const mayMovePurchaseOrder = (from: PurchaseOrderStatus, to: SettablePurchaseOrderStatus): boolean => SETTABLE_FROM[to].includes(from);

/** Whether goods may be received against an order in this status. */
export const mayReceive = (status: PurchaseOrderStatus): boolean => status === 'ORDERED' || status === 'PARTIAL';

/** Whether the goods of an order in this status count as on order (the product's `onOrder`). */
export const countsOnOrder = (status: PurchaseOrderStatus): boolean => status === 'ORDERED' || status === 'PARTIAL';

/** What a shortfall is bought as: whole packs, rounded up (a product without a pack size comes one by one). */
export function roundUpToPacks(shortfall: number, packSize: number | undefined): number {
  const pack = packSize && packSize > 1 ? packSize : 1;
  return Math.ceil(shortfall / pack) * pack;
}

export interface ReceivableLine {
  productId: string;
  quantity: number;
  received: number;
}

export type ReceiptProblem = { kind: 'notOnOrder'; productId: string } | { kind: 'tooMany'; productId: string; remaining: number; quantity: number };

/**
 * The lines after a receipt, and the status it leaves: RECEIVED once every line is whole, else
 * PARTIAL; or the first problem (a product the order does not hold, more than is still to come).
 */
export function applyReceipt<L extends ReceivableLine>(
  lines: readonly L[],
  receipt: readonly { productId: string; quantity: number }[],
): { lines: L[]; status: 'PARTIAL' | 'RECEIVED' } | { problem: ReceiptProblem } {
  const next = lines.map((line) => ({ ...line }));
  for (const { productId, quantity } of receipt) {
    const line = next.find((l) => l.productId === productId);
    if (!line) return { problem: { kind: 'notOnOrder', productId } };
    const remaining = line.quantity - line.received;
    if (quantity > remaining) return { problem: { kind: 'tooMany', productId, remaining, quantity } };
    line.received += quantity;
  }
  return { lines: next, status: next.every((l) => l.received >= l.quantity) ? 'RECEIVED' : 'PARTIAL' };
}

/** The units of each line still to come: what cancelling an order takes back off `onOrder`. */
export const unreceived = (line: ReceivableLine): number => Math.max(0, line.quantity - line.received);

/** The purchase order's CSV columns, in the current language. */
export const purchaseOrderCsvColumns = (): string[] => {
  const { sku, product, packSize, quantity, received, unitCost, lineTotal } = purchasingMessages.csvColumns;
  return [sku, product, packSize, quantity, received, unitCost, lineTotal];
};
