import { boxStatuses, pickListExportColumns, productTypeNames, type PickListQuery, type PickListResponse } from '@ssb/contract';
import { emptyPickTotals, pickTotalsDoc } from '@ssb/documents';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { notFound } from '../http/errors';
import { productsByIds } from '../products/repository';
import { findSchool } from '../schools/repository';
import type { CsvDownload } from './csv';
import { schoolBoxes } from '../classes/boxes';
import { pickListByTeacher, pickListOf } from './pick-list-totals';
import { API_TEXTS } from '../texts';
import { pickTotalsCollection } from './repository';

/**
 * GET /schools/{id}/pick-list: every product over the school's boxes (orders paid and not
 * yet completed), from their snapshots; for the school's representatives and administrators.
 * The totals are kept as the boxes move (pick-totals.ts): a handful of reads, however many orders.
 * `by=teacher` adds them teacher by teacher, which the totals do not keep: that reads the boxes,
 * a page at a time, as the label sheet does.
 */
export async function pickList(caller: Caller, schoolId: string, query: PickListQuery = {}): Promise<PickListResponse> {
  assertMayManageSchool(caller, schoolId);
  const [school, kept, boxes] = await Promise.all([
    findSchool(schoolId),
    pickTotalsCollection().doc(schoolId).get(),
    query.by === 'teacher' ? schoolBoxes(schoolId, boxStatuses) : null,
  ]);
  if (!school) throw notFound(API_TEXTS.notFound.school);
  const totals = kept.data() ?? pickTotalsDoc(emptyPickTotals());
  const picked = Object.entries(totals.products).filter(([, product]) => product.boxes > 0);
  const products = await productsByIds(picked.map(([productId]) => productId));
  const types = new Map([...products].map(([id, product]) => [id, product.productType]));
  const list = pickListOf({ id: schoolId, name: school.name }, totals, types);
  if (!boxes) return { pickList: list };
  return {
    pickList: list,
    teachers: pickListByTeacher(
      boxes.map(({ doc }) => doc),
      types,
    ),
  };
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
