import { everySchoolId } from '../schools/repository';
import { readyToShipCollection, unshippedBoxesQuery } from './repository';

/**
 * `npm run migrate:ready-to-ship`: counts each school's boxes ready to ship again from its orders
 * (the boxes a shipment of it would take, counted by the query that finds them) and writes the
 * count over what was kept: for data stored before the counts were kept, and safe to run again.
 * Run it after `migrate:shipment-ids` and while no boxes move. Answers how many schools have boxes.
 */
export async function rebuildReadyToShip(): Promise<number> {
  let withBoxes = 0;
  for await (const schoolId of everySchoolId()) {
    const boxes = (await unshippedBoxesQuery(schoolId).count().get()).data().count;
    await readyToShipCollection().doc(schoolId).set({ schoolId, boxes });
    if (boxes > 0) withBoxes += 1;
  }
  return withBoxes;
}
