import type { Shipment, ShipmentsPage, ShipmentsQuery } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertMayReadShipment } from '../http/authorize';
import { notFound } from '../http/errors';
import { API_TEXTS } from '../texts';
import { toApiShipment } from './convert';
import { findShipment, shipmentsOfDay, type ShipmentDoc } from './repository';

/** The stored shipment, or 404; then whether the caller may see it (its school's staff), or 403. */
export async function readableShipment(caller: Caller, id: string): Promise<ShipmentDoc> {
  const doc = await findShipment(id);
  if (!doc) throw notFound(API_TEXTS.shipments.notFound);
  assertMayReadShipment(caller, doc);
  return doc;
}

/** GET /shipments/{id}. */
export async function getShipment(caller: Caller, id: string): Promise<Shipment> {
  return toApiShipment(id, await readableShipment(caller, id));
}

/** GET /shipments: a day's shipments by school, a page at a time. */
export async function listShipments(query: ShipmentsQuery): Promise<ShipmentsPage> {
  const { items, nextCursor } = await shipmentsOfDay(query);
  return { shipments: items.map(({ id, doc }) => toApiShipment(id, doc)), nextCursor };
}
