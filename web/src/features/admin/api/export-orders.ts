import { withQuery } from '@/lib/api/api-client';
import { downloadFile } from '@/lib/staff/download';
import type { OrdersPageFilters } from '@/lib/staff/orders-pages';

/** GET /api/orders/export with the table's filters: every matching order as CSV, streamed by the server. */
export const downloadOrders = ({ status, schoolId, search }: Pick<OrdersPageFilters, 'status' | 'schoolId' | 'search'>) =>
  downloadFile(withQuery('/orders/export', { status, schoolId, search }), 'orders.csv');
