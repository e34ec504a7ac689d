import { withQuery } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import type { OrdersPageFilters } from '@/lib/orders-pages';

/** GET /api/orders/export with the table's filters: every matching order as CSV, streamed by the server. */
export const downloadOrders = ({ status, schoolId, search }: Pick<OrdersPageFilters, 'status' | 'schoolId' | 'search'>) =>
  downloadFile(withQuery('/orders/export', { status, schoolId, search }), 'orders.csv');
