/** Why an order's status does not move (409, or a bulk move's reason); `status` and `target` are statuses' names (order-status-names.ts). */
export default {
  refundedStaysCancelled: 'This order’s payment was refunded, so it stays cancelled. Record a new order instead.',
  alreadyThere: 'already {status}',
  notMovedInBulk: '{status} orders are not moved to {target} in bulk',
  notHandedOver: 'This order is {status}: only paid orders waiting for their box are handed over',
  undoNotHandedOver: 'This order was not completed at the handover checklist, so there is no hand-over to undo',
  undoTooLate: 'A hand-over can be undone only on the day it was made',
  /** Pay now, refused. */
  alreadyPaid: 'This order has been paid.',
  cancelledNotPaid: 'This order was cancelled, so it can no longer be paid.',
} as const;
