import { useParams } from 'react-router-dom';
import { ShipmentPrintPage } from '@/components/shipments/components/shipment-print-page';

/** /admin/shipments/{id}/print: a shipment's manifest and carton labels, to print (the router's RequireAdmin guards it). */
export function ShipmentPrintRoute() {
  const { shipmentId = '' } = useParams();
  return <ShipmentPrintPage key={shipmentId} shipmentId={shipmentId} />;
}
