import { boxStatuses, byTeacher, toItemChange, type PackingSlip, type PackingSlipResponse, type PackingSlipsPage, type PageQuery } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { notFound } from '../http/errors';
import { schoolOrdersIn } from '../orders/queries';
import { findOrder, type OrderDoc } from '../orders/repository';
import { findSchool } from '../schools/repository';
import { API_TEXTS } from '../texts';

const slipItem = ({ productId, name, quantity }: OrderDoc['snapshot']['items'][number]) => ({ productId, name, quantity });

/** A box's packing slip, from the order's snapshot (what was bought, and what the family already had) and its delivery; when its family picked it up, that too. */
export const toPackingSlip = (id: string, doc: OrderDoc): PackingSlip => ({
  id,
  status: doc.status,
  createdAt: doc.createdAt.toDate().toISOString(),
  studentFirstName: doc.studentFirstName,
  studentLastName: doc.studentLastName,
  schoolName: doc.snapshot.schoolName,
  listName: doc.snapshot.listName,
  delivery: { toSchool: doc.delivery.toSchool, address: doc.contact.fullAddress },
  items: doc.snapshot.items.map(slipItem),
  ...(doc.snapshot.skippedItems.length ? { skippedItems: doc.snapshot.skippedItems.map(slipItem) } : {}),
  ...(doc.itemChanges.length ? { itemChanges: doc.itemChanges.map(toItemChange) } : {}),
  ...(doc.handedOver ? { pickedUpAt: doc.handedOver.at.toDate().toISOString() } : {}),
  ...(doc.teacherName ? { teacherName: doc.teacherName } : {}),
});

/**
 * A page's slips grouped by teacher, those of no known teacher last, newest first within each:
 * staff carry a classroom's boxes together. Grouped within the page, as the pages are read newest first.
 */
export const byTeacherOnPage = (slips: PackingSlip[]): PackingSlip[] => [...slips].sort(byTeacher);

/**
 * GET /schools/{id}/packing-slips: a page of the school's boxes (paid, not yet completed),
 * newest first; the packing slips print them and the handover checklist ticks them off.
 */
export async function listPackingSlips(caller: Caller, schoolId: string, page: PageQuery): Promise<PackingSlipsPage> {
  assertMayManageSchool(caller, schoolId);
  if (!(await findSchool(schoolId))) throw notFound(API_TEXTS.notFound.school);
  const { items, nextCursor } = await schoolOrdersIn(schoolId, boxStatuses, page);
  return { packingSlips: byTeacherOnPage(items.map((o) => toPackingSlip(o.id, o.doc))), nextCursor };
}

/** GET /orders/{id}/packing-slip: one order's slip, whatever its status, for its school's staff. */
export async function getPackingSlip(caller: Caller, orderId: string): Promise<PackingSlipResponse> {
  const order = await findOrder(orderId);
  if (!order) throw notFound(API_TEXTS.notFound.order);
  assertMayManageSchool(caller, order.schoolId);
  return { packingSlip: toPackingSlip(orderId, order) };
}
