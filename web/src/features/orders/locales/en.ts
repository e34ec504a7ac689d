/** My Orders (docs/product.md §2 My Orders, §4 payment return, §8 My Orders). */
export default {
  title: 'My Orders',
  intro: 'Check the status of your supply box orders.',

  lookup: {
    heading: 'Find Your Orders',
    intro: 'Ordered as a guest? Enter the email address and phone number you used at checkout.',
    email: 'Email Address',
    phone: 'Phone Number',
    submit: 'Find My Orders',
    submitting: 'Looking up orders...',
    failed: 'Failed to lookup orders',
    noneFound: 'No orders found for the provided information',
    showingFor: 'Showing orders for {email}',
  },

  account: {
    loading: 'Loading your orders...',
    failed: 'Failed to load your orders',
    showMore: 'Show more orders',
  },

  results: {
    heading: 'Your Orders',
    count: '{count, plural, one {# order} other {# orders}}',
  },

  empty: {
    title: 'No orders found.',
    guestHint: 'Try checking your email and phone number',
    userHint: 'Start by browsing schools and supply lists to place your first order!',
    browse: 'Browse Schools And Place an Order',
    notLookedUpYet: 'Looking for a supply box?',
  },

  card: {
    orderLabel: 'Order',
    date: 'Placed on',
    total: 'Total',
    student: 'Student',
    email: 'Email',
    phone: 'Phone',
    address: 'Delivery address',
    note: 'Note from the school',
    items: 'Items in this order:',
    alreadyHave: 'You already have:',
    quantity: '{quantity}x',
    /** The same list for the same child, again: a failed payment's order. */
    tryAgain: 'Try Again',
    /** The same list (or the school's list of that grade) for the same child: any order that went through. */
    orderAgain: 'Order Again',
    reorderLabel: '{action} for {student}: {list}',
    /** The school's list of the grade after the order's list's (the new year's, once published), for the same child. */
    nextGrade: 'Order the next grade',
    nextGradeLabel: 'Order the next grade for {student}, after {list}',
    /** What went back of its payment: `amount` as money, `date` written out. */
    refunded: 'Refunded {amount} on {date}',
    /** A box sent home, once an administrator added its tracking (docs/decisions.md §27). */
    tracking: 'Shipped with {carrier}, tracking number {trackingNumber}',
    /** Opens the carrier's tracking page (USPS, UPS, FedEx); another carrier's number shows alone. */
    track: 'Track the box',
  },

  /** The steps a box took to the door, each with its date (My Orders' timeline). */
  steps: {
    heading: 'Progress',
    placed: 'Placed',
    paid: 'Paid',
    packed: 'Packed',
    shipped: 'Shipped',
    /** A box going home got its carrier's tracking number. */
    trackingAdded: 'Tracking added',
    /** The box reached its school: the school confirmed the delivery. */
    atSchool: 'At school',
    pickedUp: 'Picked up',
    cancelled: 'Cancelled',
  },

  /** The boxes of one checkout, shown together. */
  checkout: {
    paidTitle: 'Paid together',
    /** No box of it paid: awaiting payment, failed or cancelled. */
    orderedTitle: 'Ordered together',
    boxes: '{count, plural, one {# box} other {# boxes}}',
    totalPaid: 'Total paid',
    total: 'Total',
  },

  /** Under the payment banner: the order just paid for, shown by the return address's signed link. */
  receipt: {
    heading: '{count, plural, one {The order you just paid for} other {The orders you just paid for}}',
    sentTo: 'A receipt was sent to {email}.',
    loading: 'Loading your order...',
    /** The link opens the order for 7 days; after that the guest looks it up. */
    expired: 'This link has expired. Look up your orders with your email and phone number.',
    /** The order an e-mail's link, or a payment not completed, named. */
    linkedHeading: '{count, plural, one {Your order} other {Your orders}}',
    /** Under an order its link found, in place of the lookup form. */
    otherOrders: 'Look up your other orders',
  },

  paymentReturn: {
    paidTitle: 'Payment Successful!',
    paidText: "Thank you for your order! Your order is confirmed and a receipt has been emailed to you. We'll begin preparing your supply box soon.",
    failedTitle: 'Payment Not Completed',
    /** When the payment page did not say which order. */
    failedText: 'Payment was cancelled or failed. Please make a new order.',
    failedTextForOrder: 'Payment was cancelled or failed for order #{orderNumber}. Please make a new order.',
    dismiss: 'Dismiss',
  },
} as const;
