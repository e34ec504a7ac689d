import type { OrderStatus } from '@ssb/contract';
import { ORDER_STATUS_LABELS } from '@/components/orders/order-status';
import { ADMIN_TEXTS } from '../texts';

/** The statuses as the dashboards name them (docs/product.md §4: PREPARING is 'In Progress'), read as the page renders. */
export const statusNames = (): Record<OrderStatus, string> => ({ ...ORDER_STATUS_LABELS, PREPARING: ADMIN_TEXTS.orders.inProgress });
