import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { boxStatuses } from '@ssb/contract';
import { addBox, emptyPickTotals, pickTotalsDoc } from '@ssb/documents';
import { everyPage, schoolOrdersIn } from '../orders/queries';
import { schoolsCollection } from '../schools/repository';
import { pickTotalsCollection } from './repository';

/** Orders read per page while counting: only the totals are held, never the orders. */
const ORDER_PAGE = 500;
const SCHOOL_PAGE = 100;

/**
 * `npm run migrate:pick-totals`: counts each school's pick totals again from its boxes, a page
 * of orders at a time, and writes them over what was kept: for data stored before the totals
 * were kept, and safe to run again. A box that moves while its school is being counted may be
 * missed or counted twice, so run it while no orders move (before opening the shop, or at night).
 * Answers how many schools it counted.
 */
export async function rebuildPickTotals(): Promise<number> {
  let counted = 0;
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = schoolsCollection().withConverter(null).orderBy(FieldPath.documentId()).select().limit(SCHOOL_PAGE);
    if (after) page = page.startAfter(after);
    const schools = (await page.get()).docs;
    for (const school of schools) {
      const totals = emptyPickTotals();
      for await (const orders of everyPage((p) => schoolOrdersIn(school.id, boxStatuses, p), ORDER_PAGE)) {
        for (const order of orders) addBox(totals, order.doc);
      }
      await pickTotalsCollection().doc(school.id).set(pickTotalsDoc(totals));
      counted += 1;
    }
    if (schools.length < SCHOOL_PAGE) return counted;
    after = schools.at(-1);
  }
}
