import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { isPackedStatus, MAX_SHIPMENT_BOXES, orderNumberText, type CreateShipmentRequest, type Shipment } from '@ssb/contract';
import { ReadyToShipMoves, type OrderDoc } from '@ssb/documents';
import type { Caller } from '../http/authenticate';
import { badRequest, conflict, notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { ordersCollection } from '../orders/repository';
import { API_TEXTS } from '../texts';
import { toApiShipment } from './convert';
import { writeReadyToShip } from './ready-to-ship';
import { schoolWithDelivery, shipmentsCollection, unshippedBoxes, type ShipmentDoc } from './repository';

interface Box {
  ref: DocumentReference<OrderDoc>;
  order: OrderDoc;
}

/** The named boxes, read in `tx`, each the school's, packed for it and in no shipment; the first that is not is refused. */
async function namedBoxes(tx: Transaction, schoolId: string, orderIds: readonly string[]): Promise<Box[]> {
  const refs = orderIds.map((orderId) => ordersCollection().doc(orderId));
  const snaps = await tx.getAll(...refs);
  return snaps.map((snap, i) => {
    const order = snap.data();
    if (!order) throw notFound(API_TEXTS.notFound.order);
    const orderNumber = orderNumberText(snap.id);
    if (order.schoolId !== schoolId) throw badRequest(API_TEXTS.shipments.otherSchool({ orderNumber }));
    if (order.shipmentId) throw conflict(API_TEXTS.shipments.inShipment({ orderNumber, shipment: order.shipmentId }));
    if (!isPackedStatus(order.status) || order.handedOver) throw conflict(API_TEXTS.shipments.notPacked({ orderNumber }));
    if (!order.delivery.toSchool) throw conflict(API_TEXTS.shipments.notToSchool({ orderNumber }));
    return { ref: refs[i]!, order };
  });
}

/** Boxes in the order the manifest lists them: by list, then child. */
const byListAndChild = (a: Box, b: Box) =>
  a.order.snapshot.listName.localeCompare(b.order.snapshot.listName) ||
  a.order.studentLastName.localeCompare(b.order.studentLastName) ||
  a.order.studentFirstName.localeCompare(b.order.studentFirstName) ||
  a.ref.id.localeCompare(b.ref.id);

/**
 * POST /shipments: the school's boxes leave together. In one transaction the boxes are read
 * (the named ones, or every packed box of the school in no shipment), each box gets the
 * shipment's id and the shipment is created: a second shipment of a box, even made at the same
 * instant, reads the first's id on it and is refused with 409, so a box is in one shipment at
 * most. A shipment writes each of its boxes, so it holds MAX_SHIPMENT_BOXES at most.
 */
export async function createShipment(caller: Caller, request: CreateShipmentRequest): Promise<Shipment> {
  const ref = shipmentsCollection().doc();
  const doc = await db().runTransaction(async (tx) => {
    const school = await schoolWithDelivery(request.schoolId, tx);
    if (!school) throw notFound(API_TEXTS.notFound.school);
    let boxes: Box[];
    if (request.orderIds) {
      boxes = await namedBoxes(tx, request.schoolId, request.orderIds);
    } else {
      boxes = (await unshippedBoxes(tx, request.schoolId)).map((snap) => ({ ref: snap.ref, order: snap.data() }));
      if (boxes.length > MAX_SHIPMENT_BOXES) throw badRequest(API_TEXTS.shipments.tooManyBoxes({ max: MAX_SHIPMENT_BOXES }));
    }
    if (!boxes.length) throw badRequest(API_TEXTS.shipments.noBoxes);
    boxes.sort(byListAndChild);
    const now = Timestamp.now();
    const created: ShipmentDoc = {
      schoolId: request.schoolId,
      schoolName: school.name,
      shipDate: request.shipDate,
      cartons: request.cartons,
      carrier: request.carrier || null,
      trackingNumber: request.trackingNumber || null,
      status: 'PREPARED',
      orderIds: boxes.map((box) => box.ref.id),
      createdBy: caller.uid,
      createdAt: now,
      shippedAt: null,
      receipt: null,
      discrepancy: null,
    };
    tx.create(ref, created);
    const ready = new ReadyToShipMoves();
    for (const box of boxes) {
      tx.update(box.ref, { shipmentId: ref.id, updatedAt: now });
      ready.move(box.order, { ...box.order, shipmentId: ref.id });
    }
    // The boxes leave the school's count of boxes to ship with the write that takes them.
    writeReadyToShip(tx, ready);
    return created;
  });
  return toApiShipment(ref.id, doc);
}
