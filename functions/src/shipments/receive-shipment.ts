import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { formatDateTimeIn, isDiscrepancy, type Shipment, type ShipmentReceiptRequest } from '@ssb/contract';
import { mailTimes, type MailDoc } from '@ssb/documents';
import { appUrl } from '../config';
import type { Caller } from '../http/authenticate';
import { conflict, notFound } from '../http/errors';
import { loadLanguages } from '../language';
import { db } from '../lib/firebase';
import { mailCollection } from '../mail/repository';
import { renderDiscrepancyMail } from '../mail/shipment';
import { API_TEXTS } from '../texts';
import { administrators } from '../users/administrators';
import { toApiShipment } from './convert';
import { boxesInShipment, tellFamilies } from './family-news';
import { readableShipment } from './get-shipment';
import { schoolWithDelivery, shipmentInTransaction, shipmentsCollection, type ShipmentDoc } from './repository';

/**
 * POST /shipments/{id}/receipt: the school signs for a SHIPPED shipment at its door, once (a
 * second receipt, even sent at the same instant, reads the first in its transaction: 409). The
 * receipt stays on the shipment as its proof of delivery, and the shipment is RECEIVED. The
 * manifest's count tells each family, in the same transaction, that its box is at the school
 * (`atSchool` in each box's history); another count is a discrepancy, kept on the shipment and
 * e-mailed to every administrator at once, and the families wait for what is missing. The
 * administrators are looked up before the transaction (Auth is not Firestore), only when the
 * count differs: a shipment's cartons never change once it is made.
 */
export async function receiveShipment(caller: Caller, id: string, request: ShipmentReceiptRequest): Promise<Shipment> {
  await loadLanguages();
  const seen = await readableShipment(caller, id);
  const discrepant = isDiscrepancy(seen.cartons, request.cartonsReceived);
  const admins = discrepant ? await administrators() : [];
  const doc = await db().runTransaction(async (tx) => {
    const shipment = await shipmentInTransaction(tx, id);
    if (!shipment) throw notFound(API_TEXTS.shipments.notFound);
    if (shipment.receipt) {
      const date = formatDateTimeIn(shipment.receipt.receivedAt.toDate(), 'UTC');
      throw conflict(API_TEXTS.shipments.alreadyReceived({ date, receivedBy: shipment.receipt.receivedBy }));
    }
    if (shipment.status !== 'SHIPPED') throw conflict(API_TEXTS.shipments.notShipped({ status: shipment.status }));
    const [school, boxes] = await Promise.all([schoolWithDelivery(shipment.schoolId, tx), discrepant ? [] : boxesInShipment(tx, id, shipment)]);
    const now = Timestamp.now();
    const received: ShipmentDoc = {
      ...shipment,
      status: 'RECEIVED',
      receipt: { cartonsReceived: request.cartonsReceived, receivedBy: request.receivedBy, note: request.note, receivedAt: now, by: caller.uid },
      discrepancy: discrepant ? { cartonsExpected: shipment.cartons, cartonsReceived: request.cartonsReceived } : null,
    };
    tx.set(shipmentsCollection().doc(id), received);
    if (discrepant) {
      alertAdministrators(tx, id, received, school?.timeZone ?? null, admins, now);
    } else {
      tellFamilies(tx, 'atSchool', id, boxes, school ?? { name: shipment.schoolName, deliveryDate: null, deliveryInstructions: '' }, caller.uid, now);
    }
    return received;
  });
  return toApiShipment(id, doc);
}

function alertAdministrators(
  tx: Transaction,
  id: string,
  shipment: ShipmentDoc,
  timeZone: string | null,
  admins: readonly { id: string; email: string }[],
  now: Timestamp,
): void {
  const receipt = shipment.receipt!;
  const message = renderDiscrepancyMail(
    {
      shipmentId: id,
      school: shipment.schoolName,
      shipDate: shipment.shipDate,
      boxCount: shipment.orderIds.length,
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      expected: shipment.cartons,
      received: receipt.cartonsReceived,
      receivedBy: receipt.receivedBy,
      note: receipt.note,
      receivedAt: receipt.receivedAt.toDate(),
      timeZone,
    },
    appUrl(),
  );
  for (const admin of admins) {
    const doc: MailDoc = { to: admin.email, message, kind: 'shipmentDiscrepancy', orderIds: [], schoolId: shipment.schoolId, ...mailTimes(now) };
    tx.create(mailCollection().doc(`shipmentDiscrepancy-${id}-${admin.id}`), doc);
  }
}
