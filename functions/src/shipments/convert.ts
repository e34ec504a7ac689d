import { byTeacher, orderNumberText, type ManifestBox, type ManifestSchool, type Shipment } from '@ssb/contract';
import type { OrderDoc } from '@ssb/documents';
import type { SchoolWithDelivery, ShipmentDoc } from './repository';

export function toApiShipment(id: string, doc: ShipmentDoc): Shipment {
  return {
    id,
    schoolId: doc.schoolId,
    schoolName: doc.schoolName,
    shipDate: doc.shipDate,
    cartons: doc.cartons,
    carrier: doc.carrier,
    trackingNumber: doc.trackingNumber,
    status: doc.status,
    orderIds: doc.orderIds,
    boxCount: doc.orderIds.length,
    createdAt: doc.createdAt.toDate().toISOString(),
    shippedAt: doc.shippedAt?.toDate().toISOString() ?? null,
    receipt: doc.receipt && { ...doc.receipt, receivedAt: doc.receipt.receivedAt.toDate().toISOString() },
    discrepancy: doc.discrepancy,
  };
}

export function toManifestSchool(id: string, school: SchoolWithDelivery): ManifestSchool {
  return {
    id,
    name: school.name,
    address: school.fullAddress,
    deliveryDate: school.deliveryDate,
    deliveryContact: school.deliveryContact,
    deliveryInstructions: school.deliveryInstructions,
  };
}

/** A box as the manifest lists it: its teacher once the family picked one or staff assigned it. */
export const toManifestBox = (orderId: string, order: OrderDoc): ManifestBox => ({
  orderId,
  orderNumber: orderNumberText(orderId),
  childName: `${order.studentFirstName} ${order.studentLastName}`,
  listName: order.snapshot.listName,
  ...(order.teacherName ? { teacher: order.teacherName } : {}),
});

/** The manifest's boxes by teacher, those of no known teacher last, so a classroom's boxes are unpacked together. */
export const byManifestTeacher = (boxes: ManifestBox[]): ManifestBox[] =>
  boxes
    .map((box) => ({ box, teacherName: box.teacher }))
    .sort(byTeacher)
    .map(({ box }) => box);
