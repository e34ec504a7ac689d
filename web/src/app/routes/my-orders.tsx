import { MyOrdersPage } from '@/features/orders/components/my-orders-page';

export function MyOrdersRoute() {
  return <MyOrdersPage />;
}
