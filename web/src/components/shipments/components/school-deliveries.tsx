import { ApiError } from '@/lib/api/api-client';
import { receiveShipment, useSchoolShipments } from '../api/shipments';
import { SHIPMENT_TEXTS } from '../texts';
import { ShipmentsOnTheWay } from './shipments-on-the-way';

/** The school's deliveries on the way, each signed for at the door (the Fulfilment tab's Deliveries). */
export function SchoolDeliveries({ schoolId }: { schoolId: string }) {
  const shipments = useSchoolShipments(schoolId);
  return (
    <ShipmentsOnTheWay
      shipments={shipments.isPending ? { status: 'loading' } : shipments.isError ? { status: 'error' } : { status: 'ready', shipments: shipments.data }}
      confirm={async (shipment, receipt) => {
        try {
          return { shipment: await receiveShipment(shipment.id, receipt) };
        } catch (error) {
          return { error: error instanceof ApiError ? error.message : SHIPMENT_TEXTS.receipt.failedSend };
        }
      }}
    />
  );
}
