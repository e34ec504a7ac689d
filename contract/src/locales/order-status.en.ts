import type { OrderStatus } from '../enums';

/** docs/product.md §3: each order status's one name, on every screen, tile, filter, e-mail and API message. */
export default {
  AWAITING_PAYMENT: 'Awaiting Payment',
  PAYMENT_SUCCESS: 'Payment Successful',
  PAYMENT_FAILED: 'Payment Failed',
  PREPARING: 'Preparing',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
} as const satisfies Record<OrderStatus, string>;
