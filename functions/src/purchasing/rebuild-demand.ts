import { awaitingPackingStatuses } from '@ssb/contract';
import { DemandMoves, schoolDemandId, SHOP_DEMAND_ID } from '@ssb/documents';
import { everyPage, schoolOrdersIn } from '../orders/queries';
import { everySchoolId } from '../schools/repository';
import { demandCollection } from './repository';

/** Orders read per page while counting: only the counters are held, never the orders. */
const ORDER_PAGE = 500;

/**
 * `npm run migrate:demand`: counts what each school's paid boxes not yet packed need again from
 * its orders, a page at a time, writes each school's counters over what was kept, then the
 * shop's as their sum: for data stored before demand was kept, and safe to run again. Run it
 * while no orders move (a box moving meanwhile may be missed or counted twice). Answers how many
 * schools it counted.
 */
export async function rebuildDemand(): Promise<number> {
  const all = new DemandMoves();
  let counted = 0;
  for await (const schoolId of everySchoolId()) {
    const moves = new DemandMoves();
    for await (const orders of everyPage((p) => schoolOrdersIn(schoolId, awaitingPackingStatuses, p), ORDER_PAGE)) {
      for (const order of orders) moves.move(order.doc, null, order.doc.status);
    }
    const products = moves.bySchool.get(schoolId) ?? new Map<string, number>();
    await demandCollection()
      .doc(schoolDemandId(schoolId))
      .set({ products: Object.fromEntries(products) });
    all.add(
      schoolId,
      [...products].map(([productId, quantity]) => ({ productId, quantity })),
      1,
    );
    counted += 1;
  }
  await demandCollection()
    .doc(SHOP_DEMAND_ID)
    .set({ products: Object.fromEntries(all.shop()) });
  return counted;
}
