import type { SchoolShipmentsResponse } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { notFound } from '../http/errors';
import { findSchool } from '../schools/repository';
import { API_TEXTS } from '../texts';
import { toApiShipment } from './convert';
import { shipmentsOnTheWay } from './repository';

/** GET /schools/{id}/shipments: what the school's representative signs for at the door (docs/decisions.md §27). */
export async function listSchoolShipments(caller: Caller, schoolId: string): Promise<SchoolShipmentsResponse> {
  assertMayManageSchool(caller, schoolId);
  const [school, shipments] = await Promise.all([findSchool(schoolId), shipmentsOnTheWay(schoolId)]);
  if (!school) throw notFound(API_TEXTS.notFound.school);
  return { shipments: shipments.map(({ id, doc }) => toApiShipment(id, doc)) };
}
