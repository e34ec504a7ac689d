import { useParams } from 'react-router-dom';
import { StaffOrderPage } from '@/features/staff-order/components/staff-order-page';

/** /admin/orders/{id}: an order's page for administrators (the router's RequireAdmin guards it). */
export function AdminOrderRoute() {
  const { orderId = '' } = useParams();
  return <StaffOrderPage key={orderId} orderId={orderId} from="admin" />;
}

/** /school-dashboard/orders/{id}: the same page for the order's school's representatives (the API refuses anyone else). */
export function SchoolOrderRoute() {
  const { orderId = '' } = useParams();
  return <StaffOrderPage key={orderId} orderId={orderId} from="school" />;
}
