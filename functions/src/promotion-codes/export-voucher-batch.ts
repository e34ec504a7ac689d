import { voucherCsvColumns } from '@ssb/contract';
import { notFound } from '../http/errors';
import type { CsvDownload, CsvRow } from '../fulfilment/csv';
import { findSchool } from '../schools/repository';
import { API_TEXTS } from '../texts';
import { codesOfBatch, findBatch } from './repository';

/**
 * GET /promotion-codes/batch/{id}/export: a batch's voucher codes to print, one row each (code,
 * school, discount), written as every export is (formula-safe CSV).
 */
export async function exportVoucherBatch(batchId: string): Promise<CsvDownload> {
  const batch = await findBatch(batchId);
  if (!batch) throw notFound(API_TEXTS.notFound.voucherBatch);
  const [school, codes] = await Promise.all([findSchool(batch.schoolId), codesOfBatch(batchId)]);
  const rows = codes.map((code): CsvRow => [code.code, school?.name ?? batch.schoolId, `${batch.percentOff}%`]);
  return {
    filename: `vouchers-${batchId}.csv`,
    header: voucherCsvColumns(),
    pages: (async function* () {
      yield rows;
    })(),
  };
}
