import type { OrderStatus } from '@ssb/contract';

/** docs/product.md §3 order statuses as people read them, wherever an order is shown. */
export default {
  AWAITING_PAYMENT: 'Awaiting Payment',
  PAYMENT_SUCCESS: 'Payment Successful',
  PAYMENT_FAILED: 'Payment Failed',
  PREPARING: 'Preparing',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
} as const satisfies Record<OrderStatus, string>;
