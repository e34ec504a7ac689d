import { boxStatuses, pickListExportColumns, productTypeNames, type PickListResponse } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { notFound } from '../http/errors';
import { everyPage, schoolOrdersIn } from '../orders/queries';
import { productsByIds } from '../products/repository';
import { findSchool } from '../schools/repository';
import type { CsvDownload } from './csv';
import { addBox, emptyTotals, pickListOf } from './pick-list-totals';
import { API_TEXTS } from '../texts';

/** Orders read per page while totalling: the totals are kept, the orders are not. */
const PICK_PAGE_SIZE = 500;

/**
 * GET /schools/{id}/pick-list: every product over the school's boxes (orders paid and not
 * yet completed), from their snapshots; for the school's representatives and administrators.
 */
export async function pickList(caller: Caller, schoolId: string): Promise<PickListResponse> {
  assertMayManageSchool(caller, schoolId);
  const school = await findSchool(schoolId);
  if (!school) throw notFound(API_TEXTS.notFound.school);
  const totals = emptyTotals();
  for await (const orders of everyPage((page) => schoolOrdersIn(schoolId, boxStatuses, page), PICK_PAGE_SIZE)) {
    for (const order of orders) addBox(totals, order.doc);
  }
  const products = await productsByIds([...totals.products.keys()]);
  const types = new Map([...products].map(([id, product]) => [id, product.productType]));
  return { pickList: pickListOf({ id: schoolId, name: school.name }, totals, types) };
}

/** GET /schools/{id}/pick-list/export: the pick list, one row per product. */
export async function pickListExport(caller: Caller, schoolId: string): Promise<CsvDownload> {
  const { pickList: list } = await pickList(caller, schoolId);
  const rows = list.products.map((p) => [p.name, productTypeNames[p.productType ?? 'unknown'], String(p.quantity), String(p.boxes)]);
  return { filename: `pick-list-${schoolId}.csv`, header: pickListExportColumns(), pages: once(rows) };
}

async function* once<T>(page: T[]): AsyncGenerator<T[]> {
  yield page;
}
