import { centsToDollars, purchaseOrderCsvColumns, purchasingMessages } from '@ssb/contract';
import type { CsvDownload, CsvRow } from '../fulfilment/csv';
import { lineTotalCents, totalCents } from './convert';
import { existingPurchaseOrder } from './get-purchase-order';

const money = (cents: number) => centsToDollars(cents).toFixed(2);

/**
 * GET /purchase-orders/{id}.csv: a line per product (SKU, name, pack size, quantity, received, unit
 * cost, line total), then the total, written as every export is (formula-safe CSV).
 */
export async function exportPurchaseOrder(id: string): Promise<CsvDownload> {
  const doc = await existingPurchaseOrder(id);
  const rows = doc.lines.map((line): CsvRow => [
    line.sku ?? '',
    line.name,
    line.packSize === null ? '' : String(line.packSize),
    String(line.quantity),
    String(line.received),
    money(line.unitCostCents),
    money(lineTotalCents(line)),
  ]);
  const total: CsvRow = [purchasingMessages.csvTotal, '', '', '', '', '', money(totalCents(doc))];
  return {
    filename: `${id}.csv`,
    header: purchaseOrderCsvColumns(),
    pages: (async function* () {
      yield [...rows, total];
    })(),
  };
}
