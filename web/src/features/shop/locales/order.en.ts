/** The shop's order screen (docs/product.md §2 Shop step 2, §5 guest checkout, §8 Shop): the boxes, the form, the checkout. */
export default {
  order: {
    heading: 'Your Order',
    summaryHeading: 'Order summary',
    itemsHeading: 'Items in this box',
    quantity: '{quantity}x',
    /** What a screen reader reads for `quantity` ("2x" would be read as "2 x"). */
    quantityWords: 'Quantity: {quantity}',
    deliveryToSchool: 'Delivered to {schoolName}',
    deliveryToHome: 'Delivered to your home',
    alreadyHave: 'I already have this',
    /** The accessible name of an item's "I already have this" box. */
    alreadyHaveItem: 'I already have this: {product}',
    alreadyHaveHint: 'Already have some of these at home? Tick them: they stay out of the box and come off its price.',
    skippedLine: '{count, plural, one {You already have # item} other {You already have # items}}',
    boxPrice: 'This box',
    /** The accessible name of an item's thumbnail, which opens its larger photo. */
    showPhoto: 'Show a larger photo of {product}',
  },

  boxes: {
    heading: 'Your Boxes ({count})',
    thisBox: 'This box',
    unnamedChild: 'Next child',
    box: '{listName} · {schoolName}',
    remove: "Remove {childName}'s box",
    total: 'Total',
    loading: 'Loading your boxes...',
    unavailable: 'No longer available',
    removeUnavailable: 'Some boxes are no longer available. Remove them to continue.',
    nextChild: 'Choose a school and list for your next child, or continue to checkout.',
    full: 'A checkout holds up to {max} boxes.',
    paidOnce: 'One payment for every box.',
    /** The box being ordered is a child's list already in the boxes: asked before both are bought. */
    duplicate: '{child} already has {list} in this order.',
    keepOne: 'Keep One Box',
    orderBoth: 'Order Both',
  },

  form: {
    heading: 'Your details',
    contactHeading: 'Contact',
    email: 'Email',
    phone: 'Phone',
    studentHeading: 'Student',
    studentFirstName: 'Student first name',
    studentLastName: 'Student last name',
    addressHeading: 'Home delivery address',
    addressHint: "This school doesn't take deliveries on campus, so the box is shipped to your home.",
    /** A late order of a school that sends late boxes home only (docs/decisions.md §28). */
    lateAddressHint: 'Late orders for {school} are shipped to your home.',
    /** With boxes for several schools: which of them ship home (one address serves them all). */
    householdAddressHint:
      "{count, plural, one {{schools} doesn't take deliveries on campus, so its boxes are shipped to your home.} other {{schools} don't take deliveries on campus, so their boxes are shipped to your home.}} Other boxes go to their school.",
    continueToCheckout: 'Continue to Checkout',
    addAnotherChild: 'Add Another Child',
    teacher: 'Teacher',
    teacherNotKnown: 'Not known yet',
    /** A signed-in family's children from its earlier orders: a tap fills in the name. */
    yourChildren: 'Your children',
    /** The school of the child's latest order, when it is not this box's. */
    childAtSchool: '{name} · {school}',
    /** Optional: a promotion code or a school's voucher, one for every box of the checkout. */
    promotionCode: 'Promotion code',
    cancel: 'Cancel',
    paymentNote: "You'll pay on our payment provider's secure page.",
    orderingAs: "Ordering as {email}. We'll use the phone number saved in your account.",
  },

  /** A gift to the school's sponsorship fund, paid with the boxes. */
  gift: {
    choice: 'Sponsor a box for a family in need at {school}',
    hint: "A gift to the school's sponsorship fund, paid with your boxes. The school gives a box to a child who needs one.",
    amountLabel: 'Gift',
    /** `amount`: the list's price. */
    wholeBox: 'A whole box: {amount}',
    halfBox: 'Half a box: {amount}',
    own: 'Another amount',
    ownLabel: 'Your gift ($1 to $500)',
  },

  checkout: {
    failed: 'Failed to start checkout',
    requiresLogin: 'Please log in to continue with your existing account.',
    signIn: 'Sign In',
    /** Shown when the request never reached the server. */
    unreachable: 'Please check your connection and try again.',
    /** In place of the form when a signed-in family's session ends on it: signing in comes back to it as it was. */
    sessionEnded: 'Your session ended. Sign in to continue.',
  },
} as const;
