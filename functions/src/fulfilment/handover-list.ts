import type { PackingSlipsPage, PageQuery } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { notFound } from '../http/errors';
import { schoolHandoverOrders } from '../orders/queries';
import { findSchool } from '../schools/repository';
import { API_TEXTS } from '../texts';
import { byTeacherOnPage, toPackingSlip } from './packing-slips';

/**
 * GET /schools/{id}/handover: a page of what the handover checklist ticks off as families pick
 * their boxes up (docs/decisions.md §17): the school's boxes, and the orders the administrator
 * made ready for pickup (Completed, to the school), until each is picked up.
 */
export async function listHandover(caller: Caller, schoolId: string, page: PageQuery): Promise<PackingSlipsPage> {
  assertMayManageSchool(caller, schoolId);
  if (!(await findSchool(schoolId))) throw notFound(API_TEXTS.notFound.school);
  const { items, nextCursor } = await schoolHandoverOrders(schoolId, page);
  return { packingSlips: byTeacherOnPage(items.map((o) => toPackingSlip(o.id, o.doc))), nextCursor };
}
