import type { SupplyList } from '@ssb/contract';
import type { ProductDoc } from '../products/repository';
import { findSchool } from '../schools/repository';
import { toApiSupplyList } from './convert';
import { productsOfLists, type SupplyListDoc } from './repository';

/**
 * A list as its school's staff see it after a change, counters included. What the change
 * already read (its school's name, its products) is not read again.
 */
export async function staffView(id: string, doc: SupplyListDoc, known: { schoolName?: string; products?: Map<string, ProductDoc> } = {}): Promise<SupplyList> {
  const [schoolName, products] = await Promise.all([
    known.schoolName ?? findSchool(doc.schoolId).then((school) => school?.name ?? ''),
    known.products ?? productsOfLists([doc]),
  ]);
  return toApiSupplyList(id, doc, schoolName, products, { staff: true });
}
