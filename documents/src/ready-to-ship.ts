import { z } from 'zod/mini';
import { isPackedStatus, type OrderStatus } from '@ssb/contract';

// How many boxes each school has ready to ship (docs/decisions.md §27), kept as they move rather
// than counted from the orders: a box is ready while it is packed, delivered to the school, not
// handed over and in no shipment, and every writer that changes one of those moves its school's
// count in the same transaction, with an increment. The administrator's list of schools to ship is
// then one bounded query of the counters above zero, whatever the number of orders.

/** `readyToShip/{schoolId}`: the school's packed boxes to the school in no shipment. */
export const ReadyToShipDoc = z.object({
  schoolId: z.string(),
  boxes: z._default(z.number().check(z.int()), 0),
});
export type ReadyToShipDoc = z.infer<typeof ReadyToShipDoc>;

/** What of an order says whether it is ready to ship. */
export interface ReadyToShipBox {
  schoolId: string;
  status: OrderStatus;
  handedOver: unknown;
  delivery: { toSchool: boolean };
  /** Missing on an order stored before shipments: in none. */
  shipmentId?: string | null;
}

export const isReadyToShip = (box: ReadyToShipBox): boolean => isPackedStatus(box.status) && !box.handedOver && box.delivery.toSchool && !box.shipmentId;

/** Boxes becoming ready or not, school by school, in one transaction. */
export class ReadyToShipMoves {
  readonly bySchool = new Map<string, number>();

  /** Counts a box's change from `before` (null: being created) to `after` if it starts or stops being ready. */
  move(before: ReadyToShipBox | null, after: ReadyToShipBox): void {
    const was = before !== null && isReadyToShip(before);
    const is = isReadyToShip(after);
    if (was !== is) this.add(after.schoolId, is ? 1 : -1);
  }

  add(schoolId: string, by: number): void {
    this.bySchool.set(schoolId, (this.bySchool.get(schoolId) ?? 0) + by);
  }

  /** The schools whose count moves, and by how much. */
  changes(): [string, number][] {
    return [...this.bySchool].filter(([, by]) => by !== 0);
  }
}
