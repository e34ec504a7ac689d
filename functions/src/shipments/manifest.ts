import { PAGE_LIMIT, shipmentCsvColumns, type DayManifestResponse, type ShipmentManifest } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import type { CsvDownload, CsvRow } from '../fulfilment/csv';
import { getAll } from '../lib/collections';
import { ordersCollection } from '../orders/repository';
import { byManifestTeacher, toApiShipment, toManifestBox, toManifestSchool } from './convert';
import { readableShipment } from './get-shipment';
import { schoolWithDelivery, shipmentsOfDay, type ShipmentDoc } from './repository';

/**
 * A shipment's manifest: the shipment, its school's address and delivery details as they are now,
 * and its boxes by teacher (in the shipment's order within one), each read by id (at most
 * MAX_SHIPMENT_BOXES). A box deleted since is left out.
 */
async function manifestOf(id: string, doc: ShipmentDoc): Promise<ShipmentManifest> {
  const [school, snaps] = await Promise.all([schoolWithDelivery(doc.schoolId), getAll(doc.orderIds.map((orderId) => ordersCollection().doc(orderId)))]);
  const boxes = snaps.flatMap((snap) => {
    const order = snap.data();
    return order ? [toManifestBox(snap.id, order)] : [];
  });
  const manifestSchool = school
    ? toManifestSchool(doc.schoolId, school)
    : { id: doc.schoolId, name: doc.schoolName, address: '', deliveryDate: null, deliveryContact: null, deliveryInstructions: '' };
  return { shipment: toApiShipment(id, doc), school: manifestSchool, boxes: byManifestTeacher(boxes) };
}

/** GET /shipments/{id}/manifest. */
export async function getManifest(caller: Caller, id: string): Promise<ShipmentManifest> {
  return manifestOf(id, await readableShipment(caller, id));
}

/** Every shipment of the day, a page at a time, each with its manifest. */
async function* dayManifests(shipDate: string): AsyncGenerator<ShipmentManifest[]> {
  let cursor: string | undefined;
  do {
    const page = await shipmentsOfDay({ shipDate, limit: PAGE_LIMIT.default, cursor });
    yield await Promise.all(page.items.map(({ id, doc }) => manifestOf(id, doc)));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** GET /shipments/manifest: the day's shipments, by school, each with its manifest. */
export async function getDayManifest(shipDate: string): Promise<DayManifestResponse> {
  const manifests: ShipmentManifest[] = [];
  for await (const page of dayManifests(shipDate)) manifests.push(...page);
  return { shipDate, manifests };
}

/** A row per box: the shipment, its day, school and cartons beside the box, so a day's rows sort and filter in a spreadsheet. */
const rowsOf = ({ shipment, school, boxes }: ShipmentManifest): CsvRow[] =>
  boxes.map((box) => [shipment.id, shipment.shipDate, school.name, String(shipment.cartons), box.orderNumber, box.childName, box.listName, box.teacher ?? '']);

/** GET /shipments/{id}/manifest.csv. */
export async function exportManifest(caller: Caller, id: string): Promise<CsvDownload> {
  const manifest = await getManifest(caller, id);
  return {
    filename: `shipment-${id}.csv`,
    header: shipmentCsvColumns(),
    pages: (async function* () {
      yield rowsOf(manifest);
    })(),
  };
}

/** GET /shipments/manifest.csv: the day's manifest, a page of shipments at a time. */
export function exportDayManifest(shipDate: string): CsvDownload {
  return {
    filename: `shipments-${shipDate}.csv`,
    header: shipmentCsvColumns(),
    pages: (async function* () {
      for await (const page of dayManifests(shipDate)) yield page.flatMap(rowsOf);
    })(),
  };
}
