import { formatLongDate, orderStatusNames, type Order, type OrderStatus } from '@ssb/contract';

/** docs/product.md §3 order statuses as people read them, wherever an order is shown: the contract's one name of each. */
export const ORDER_STATUS_LABELS = orderStatusNames;

/**
 * docs/product.md §4 status colours: completed green, preparing purple, payment success light green,
 * payment failed and cancelled red, awaiting payment amber. Each text colour reads at 5:1 or better.
 */
export const STATUS_STYLES = {
  COMPLETED: { tone: 'green', background: '#2b7a3b', color: '#ffffff' },
  PREPARING: { tone: 'purple', background: '#862e9c', color: '#ffffff' },
  PAYMENT_SUCCESS: { tone: 'light green', background: '#d3f9d8', color: '#1e6b2f' },
  PAYMENT_FAILED: { tone: 'red', background: '#c92a2a', color: '#ffffff' },
  CANCELLED: { tone: 'red', background: '#c92a2a', color: '#ffffff' },
  AWAITING_PAYMENT: { tone: 'amber', background: '#ffc107', color: '#3d2c00' },
} as const satisfies Record<OrderStatus, { tone: string; background: string; color: string }>;

/** "November 22, 2026" (docs/product.md §2: the date in long US format), "22 de noviembre de 2026" in Spanish. */
export function formatOrderDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : formatLongDate(date);
}

/** The student a box is for, as every screen of a family's orders names them. */
export const studentNameOf = (order: Pick<Order, 'studentFirstName' | 'studentLastName'>) => `${order.studentFirstName} ${order.studentLastName}`.trim();
