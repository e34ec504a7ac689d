import { boxStatuses } from '@ssb/contract';
import { addBox, emptyPickTotals, pickTotalsDoc } from '@ssb/documents';
import { everyPage, schoolOrdersIn } from '../orders/queries';
import { everySchoolId } from '../schools/repository';
import { pickTotalsCollection } from './repository';

/** Orders read per page while counting: only the totals are held, never the orders. */
const ORDER_PAGE = 500;

/**
 * `npm run migrate:pick-totals`: counts each school's pick totals again from its boxes, a page
 * of orders at a time, and writes them over what was kept: for data stored before the totals
 * were kept, and safe to run again. A box that moves while its school is being counted may be
 * missed or counted twice, so run it while no orders move (before opening the shop, or at night).
 * Answers how many schools it counted.
 */
export async function rebuildPickTotals(): Promise<number> {
  let counted = 0;
  for await (const schoolId of everySchoolId()) {
    const totals = emptyPickTotals();
    for await (const orders of everyPage((p) => schoolOrdersIn(schoolId, boxStatuses, p), ORDER_PAGE)) {
      for (const order of orders) addBox(totals, order.doc);
    }
    await pickTotalsCollection().doc(schoolId).set(pickTotalsDoc(totals));
    counted += 1;
  }
  return counted;
}
