import { Timestamp } from 'firebase-admin/firestore';
import type { Shipment } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { conflict, notFound } from '../http/errors';
import { loadLanguages } from '../language';
import { db } from '../lib/firebase';
import { API_TEXTS } from '../texts';
import { toApiShipment } from './convert';
import { boxesInShipment, tellFamilies } from './family-news';
import { schoolWithDelivery, shipmentInTransaction, shipmentsCollection } from './repository';

/**
 * PUT /shipments/{id}/status SHIPPED: the cartons are with the carrier. In one transaction the
 * shipment becomes SHIPPED, each of its boxes gets `shipped` in its history and each family its
 * e-mail (arriving by the school's delivery date when it has one). A shipment already SHIPPED
 * answers as it is and tells no one again, so the same PUT sent twice e-mails once; a received
 * one is past shipping (409).
 */
export async function shipShipment(caller: Caller, id: string): Promise<Shipment> {
  await loadLanguages();
  const doc = await db().runTransaction(async (tx) => {
    const shipment = await shipmentInTransaction(tx, id);
    if (!shipment) throw notFound(API_TEXTS.shipments.notFound);
    if (shipment.status === 'SHIPPED') return shipment;
    if (shipment.status !== 'PREPARED') throw conflict(API_TEXTS.shipments.notPrepared({ status: shipment.status }));
    const [school, boxes] = await Promise.all([schoolWithDelivery(shipment.schoolId, tx), boxesInShipment(tx, id, shipment)]);
    const now = Timestamp.now();
    const shipped = { ...shipment, status: 'SHIPPED' as const, shippedAt: now };
    tx.set(shipmentsCollection().doc(id), shipped);
    tellFamilies(tx, 'shipped', id, boxes, school ?? { name: shipment.schoolName, deliveryDate: null, deliveryInstructions: '' }, caller.uid, now);
    return shipped;
  });
  return toApiShipment(id, doc);
}
