/** An order's page for the school's staff and administrators (docs/decisions.md §32): what was bought, where it goes, its money, its e-mails and its timeline. */
export default {
  title: 'Order {orderNumber}',
  loading: 'Loading the order...',
  loadFailed: 'Could not load this order.',
  retry: 'Try again',
  backToOrders: 'Back to All Orders',
  backToDashboard: 'Back to the School Dashboard',
  summary: '{student} · {list} · {school}',
  placedOn: 'Placed on {date}',
  items: {
    heading: 'Items',
    inTheBox: 'In the box',
    alreadyHave: 'Already have',
    item: '{quantity} × {name}',
  },
  delivery: {
    heading: 'Delivery',
    toSchool: 'To the school: {address}',
    toHome: 'To the home: {address}',
    /** Completed and delivered to the school, not picked up yet. */
    readyForPickup: 'Ready for pickup',
    pickedUp: 'Picked up on {date} (ticked by {by})',
  },
  contact: { heading: 'Contact', email: 'E-mail', phone: 'Phone' },
  payment: {
    heading: 'Payment',
    amount: 'Box price: {amount}',
    paidOn: 'Paid on {date}',
    notPaid: 'Not paid',
    refunded: 'Refunded in all: {amount}',
    refund: 'Refund {id}: {amount}',
    /** What went back, by part: the items (after what the family already had), the code's discount taken off them, shipping, sales tax. */
    refundParts: { items: 'Items: {amount}', discount: 'Discount: −{amount}', shipping: 'Shipping: {amount}', tax: 'Sales tax: {amount}' },
    noRefunds: 'No refunds',
  },
  emails: {
    heading: 'E-mails sent',
    sent: 'Sent',
    delivery: 'Delivery',
    delivered: 'Delivered',
    notDelivered: 'Not delivered',
    waiting: 'Not sent yet',
    none: 'No e-mails about this order yet.',
  },
  timeline: {
    heading: 'Timeline',
    placed: 'Placed',
    paid: 'Paid',
    /** `from` and `to` are the statuses' names. */
    statusChanged: '{from} → {to}',
    pickedUp: 'Picked up',
    pickUpUndone: 'Pick-up undone',
    refunded: 'Refunded {amount}',
    emailed: 'E-mailed: {subject}',
    by: 'by {by}',
    /** Who, when no person's account made the change. */
    actors: { family: 'the family', stripe: 'the payment provider', system: 'the system' },
  },
} as const;
