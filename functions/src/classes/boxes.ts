import type { OrderStatus } from '@ssb/contract';
import { everyPage, schoolOrdersIn } from '../orders/queries';
import type { OrderDoc } from '../orders/repository';

/** A school's boxes as class lists and labels know them: paid, and not cancelled. */
export const CLASS_BOX_STATUSES = ['PAYMENT_SUCCESS', 'PREPARING', 'COMPLETED'] as const satisfies readonly OrderStatus[];

const PAGE = 200;

/**
 * Every paid, not cancelled box of the school (or those of `statuses`), a page at a time (school
 * and status index, as packing slips read).
 */
export async function schoolBoxes(schoolId: string, statuses: readonly OrderStatus[] = CLASS_BOX_STATUSES): Promise<{ id: string; doc: OrderDoc }[]> {
  const boxes: { id: string; doc: OrderDoc }[] = [];
  for await (const page of everyPage((p) => schoolOrdersIn(schoolId, statuses, p), PAGE)) boxes.push(...page);
  return boxes;
}
