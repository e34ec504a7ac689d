import type { Shipment, ShipmentManifest } from '@ssb/contract';

/** A shipment of three boxes in two cartons to Lincoln Elementary, shipped. */
export function aShipment(changes: Partial<Shipment> = {}): Shipment {
  return {
    id: 'shp-1',
    schoolId: 'school-lincoln',
    schoolName: 'Lincoln Elementary School',
    shipDate: '2026-08-20',
    cartons: 2,
    carrier: 'UPS',
    trackingNumber: '1Z999',
    status: 'SHIPPED',
    orderIds: ['ord-1', 'ord-2', 'ord-3'],
    boxCount: 3,
    createdAt: '2026-08-19T15:00:00.000Z',
    shippedAt: '2026-08-20T15:00:00.000Z',
    receipt: null,
    discrepancy: null,
    ...changes,
  };
}

export function aManifest(shipment: Shipment = aShipment()): ShipmentManifest {
  return {
    shipment,
    school: {
      id: shipment.schoolId,
      name: shipment.schoolName,
      address: '1200 Oak Street, Springfield, IL 62701',
      deliveryDate: '2026-08-24',
      deliveryContact: { name: 'Ana Ruiz', phone: '2175550100' },
      deliveryInstructions: 'Loading dock behind the gym',
    },
    boxes: [
      { orderId: 'ord-1', orderNumber: '#ORD00001', childName: 'Noah Lee', listName: 'Kindergarten' },
      { orderId: 'ord-2', orderNumber: '#ORD00002', childName: 'Mia Rivera', listName: 'Grade 1', teacher: 'Ms. Park' },
      { orderId: 'ord-3', orderNumber: '#ORD00003', childName: 'Sam Diaz', listName: 'Grade 1' },
    ],
  };
}
