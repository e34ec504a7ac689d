/** What the API answers a person in `{ error }` (and a bulk move's reasons), beside the contract's shared messages. */
export default {
  http: {
    authRequired: 'Authentication required',
    invalidToken: 'Invalid or expired sign-in token',
    /** A staff member's sessions were ended (a role removed, the account taken over by an invitation's link). */
    sessionRevoked: 'Your session has ended. Please sign in again.',
    forbidden: 'You do not have permission to do this',
    noRoute: 'No route for {method} {path}',
    unexpected: 'Something went wrong. Please try again.',
    /** A value zod refused without a message of ours. */
    invalidValue: 'Invalid value',
    /** `where`: path, query or body. */
    invalidPart: 'Invalid {where}: {message}',
  },
  body: {
    notJson: 'Send the request body as JSON (Content-Type: application/json)',
    tooLarge: 'The request body is larger than {kb} kB',
    malformed: 'Request body is not valid JSON',
    notObject: 'Request body must be a JSON object',
  },
  access: {
    adminsOnly: 'Only administrators can do this',
    staffOnly: 'Only administrators and school representatives can do this',
    ownAccount: 'You can only see or change your own account',
    ownAccountToSee: 'You can only see your own account',
    changeRole: 'Only an administrator can change a user’s role or school',
    draftLists: 'Only administrators and the school’s representatives can see draft lists',
    schoolOrders: 'You can only see your school’s orders',
    searchWithoutList: 'Search your school’s orders without a supply list filter',
    staffSearch: 'Only staff can search orders',
    ownOrders: 'You can only see your own orders',
    ownSchool: 'You can only manage your own school',
    listNote: 'Only an administrator can change a list’s note',
    orderForSelf: 'You can only order for your own account',
    verifyBeforeOrdering: 'Please verify your email address before ordering',
    ownProfile: 'An account can only create its own profile',
    noEmail: 'This account has no e-mail address',
    cancelLink: 'This cancel link is not valid',
    receiptLink: 'This link to your order is not valid',
    receiptLinkExpired: 'This link to your order has expired. Look up your orders with your e-mail and phone.',
    confirmLink: 'This confirmation link is not valid',
  },
  notFound: {
    user: 'User not found',
    profile: 'User profile not found',
    school: 'School not found',
    list: 'Supply list not found',
    order: 'Order not found',
    product: 'Product not found',
    productWithId: 'Product {id} not found',
    /** 400: a product's supplier must be one that exists. */
    supplierWithId: 'Supplier {id} not found',
    promotionCode: 'Code not found',
    voucherBatch: 'Voucher batch not found',
  },
  users: {
    profileExists: 'This account already has a profile',
  },
  orders: {
    paymentUnavailable: 'The payment service is not answering. Please try again in a moment.',
    keyReused: 'This Idempotency-Key was already used for a different order.',
    alreadyPlaced: 'This order was already placed. See My Orders for its status.',
    notPayable: 'This order can no longer be paid. Please make a new order.',
    cancelPaymentUnavailable: 'The payment service is not answering, so the order was not cancelled. Please try again in a moment.',
    /** After `search: `. */
    searchScope: 'combine a search with schoolId and status only',
    /** After `supplyListId: `. */
    listOfAnotherSchool: 'this list belongs to another school',
    /** A bulk move's reason for an id that names no order. */
    notFoundInBulk: 'not found',
    /** A box's line on the payment page, under its list's name. */
    boxLine: '{count} items, packed for {child}',
    /** The Stripe product a box a code applies to is sold as on the payment page. */
    boxProduct: 'School supply box',
    /** The payment page's line for shipping a box home. */
    shippingLine: 'Shipping',
    /** The payment page's line for a late order's fee, one per box, the child named under it. */
    lateFeeLine: 'Late order fee',
    lateFeeFor: 'For {child}',
    /** The payment page's line for the checkout's sales tax. */
    salesTaxLine: 'Sales tax',
    /** The payment page's line for the family's gift to a school's sponsorship pool. */
    giftLine: 'Sponsor a box at {school}',
    /** 503: the Stripe account has no Stripe Tax, so nothing is sold rather than sold without tax. */
    taxNotSetUp: 'Checkout is closed for a moment: sales tax cannot be worked out. Please try again later.',
    /** Stripe Tax could not place the address a box goes to. */
    taxAddressInvalid: 'We could not work out sales tax for this address. Please check its state and ZIP code.',
    tooManyQuotes: 'Too many price checks. Please wait a few minutes and try again.',
    /** 409: tracking is for a box a carrier takes home. */
    trackingAtSchool: 'This box is delivered to its school: only a box sent home has tracking.',
    trackingUnpaid: 'This box is not paid: tracking is added once it is paid.',
  },
  sponsorship: {
    /** 409: a sponsored box costs more than the school's sponsorship pool holds; `balance` is money. */
    poolShort: 'The sponsorship fund has {balance} left: not enough for this box.',
    /** 409: the gift a refund would take back was already given to a family. */
    giftSpent: 'The sponsorship fund has already given this gift to a family: cancel the boxes without refunding the gift, or refund it in Stripe.',
  },
  products: {
    inUse:
      '{count, plural, one {This product is used in 1 supply list. Remove it from that list before deleting it.} other {This product is used in # supply lists. Remove it from those lists before deleting it.}}',
    /** After `priceMin: `. */
    priceRange: 'must not be greater than priceMax',
    /** After `productMappings: `. */
    unknown: 'no product has the id {id}',
    tooManyPrices: 'Too many price calculations. Please wait a few minutes and try again.',
  },
  stock: {
    /** The packer's warning when a status move takes products below zero: `n` of them, `items` their names. */
    short: '{n} short: {items}',
  },
  photos: {
    /** 415 and 413 are the contract's (photo-rules.ts): the product dialog says them too. */
    /** 400: the bytes are not an image of the type they were sent as. */
    unreadable: 'The photo could not be read as an image',
    notFound: 'Photo not found',
  },
  shipments: {
    notFound: 'Shipment not found',
    /** 400: the school has nothing packed for it to carry. */
    noBoxes: 'The school has no packed boxes to ship: pack its boxes first (Preparing or Completed), or name the boxes',
    /** 400: more packed boxes than one shipment holds. */
    tooManyBoxes: 'The school has more than {max} packed boxes: name at most {max} of them for this shipment',
    /** 400: `orderNumber` as the family's e-mails write it (#1234ABCD). */
    otherSchool: 'Order {orderNumber} is not a box of this school',
    /** 409: a box paid but not packed, or ended (cancelled, handed over). */
    notPacked: 'Order {orderNumber} is not packed: only a box Preparing or Completed, not picked up yet, is shipped',
    /** 409. */
    notToSchool: 'Order {orderNumber} goes to the family’s home, not to the school',
    /** 409: `shipment` is the other shipment's id. */
    inShipment: 'Order {orderNumber} is already in shipment {shipment}',
    /** 409: `status` is the shipment's (PREPARED, SHIPPED, RECEIVED). */
    notPrepared: 'This shipment is {status}: only a PREPARED shipment is shipped',
    notShipped: 'This shipment is {status}: the school signs only for a SHIPPED shipment',
    alreadyReceived: 'This shipment was already received on {date} by {receivedBy}',
  },
  purchaseOrders: {
    notFound: 'Purchase order not found',
    /** 409: `from` and `to` are statuses (DRAFT, ORDERED, PARTIAL, RECEIVED, CANCELLED). */
    statusMove: 'This purchase order is {from}: it cannot become {to}',
    /** 409: only an ordered (or partly received) purchase order receives goods. */
    notReceivable: 'This purchase order is {status}: only an ORDERED or PARTIAL one receives goods',
    /** 400: `product` is its name. */
    tooMany: 'Receiving {quantity} of {product} is more than the {remaining} still to come',
    notOnOrder: '{product} is not on this purchase order',
    /** 409: from-demand found nothing to buy. */
    noShortfall: 'Nothing from {supplier} is short: there is no shortfall to order',
    tooManyReceipts: 'This purchase order already has {max} receipts',
  },
} as const;
