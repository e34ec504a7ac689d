import { MAX_CHECKOUT_BOXES } from '@ssb/contract';

/**
 * The strings of the shop's order screen (spec §2 Shop step 2, §5 guest checkout, §8 Shop), apart
 * from the first step's so that a visit loads them only on the way to paying.
 */
export const ORDER_TEXTS = {
  order: {
    heading: 'Your Order',
    summaryHeading: 'Order summary',
    itemsHeading: 'Items in this box',
    quantity: (quantity: number) => `${quantity}x`,
    deliveryToSchool: (schoolName: string) => `Delivered to ${schoolName}`,
    deliveryToHome: 'Delivered to your home',
    alreadyHave: 'I already have this',
    alreadyHaveHint: 'Already have some of these at home? Tick them: they stay out of the box and come off its price.',
    optionalBadge: 'Optional',
    skippedLine: (count: number) => (count === 1 ? 'You already have 1 item' : `You already have ${count} items`),
    boxPrice: 'This box',
  },

  boxes: {
    heading: (count: number) => `Your Boxes (${count})`,
    thisBox: 'This box',
    unnamedChild: 'Next child',
    box: (listName: string, schoolName: string) => `${listName} · ${schoolName}`,
    remove: (childName: string) => `Remove ${childName}'s box`,
    total: 'Total',
    loading: 'Loading your boxes...',
    unavailable: 'No longer available',
    removeUnavailable: 'Some boxes are no longer available. Remove them to continue.',
    nextChild: 'Choose a school and list for your next child, or continue to checkout.',
    full: `A checkout holds up to ${MAX_CHECKOUT_BOXES} boxes.`,
    paidOnce: 'One payment for every box.',
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
    /** With boxes for several schools: which of them ship home (one address serves them all). */
    householdAddressHint: (homeSchools: string[]) =>
      `${homeSchools.join(', ')} ${homeSchools.length === 1 ? "doesn't" : "don't"} take deliveries on campus, so ${homeSchools.length === 1 ? 'its boxes are' : 'their boxes are'} shipped to your home. Other boxes go to their school.`,
    continueToCheckout: 'Continue to Checkout',
    addAnotherChild: 'Add Another Child',
    cancel: 'Cancel',
    paymentNote: "You'll pay on our payment provider's secure page.",
    orderingAs: (email: string) => `Ordering as ${email}. We'll use the phone number saved in your account.`,
  },

  checkout: {
    failed: 'Failed to start checkout',
    requiresLogin: 'Please log in to continue with your existing account.',
    signIn: 'Sign In',
    /** Shown when the request never reached the server. */
    unreachable: 'Please check your connection and try again.',
  },
} as const;
