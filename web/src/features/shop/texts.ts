import { MAX_CHECKOUT_BOXES } from '@ssb/contract';

/** Every string of the shop (spec §2 Shop, §5 guest checkout, §8 Shop). Components and tests share them. */
export const SHOP_TEXTS = {
  title: 'Shop',
  heading: 'Shop',
  intro: "Find your child's school, pick the grade supply list, and we pack the whole list into one box.",

  schools: {
    heading: 'Choose a school',
    loading: 'Loading schools...',
    loadFailed: 'Failed to load schools',
    empty: 'No Schools Available Yet',
    emptyHint: 'Schools are joining School Supply Box soon. Please check back later.',
    listCount: (count: number) => (count === 1 ? '1 supply list' : `${count} supply lists`),
    /** The school's ordering window on its card (dates as My Orders writes them). */
    window: {
      orderBy: (date: string) => `Order by ${date}`,
      /** The window's last days: on the closing day itself a parent reads "today", not "in 0 days". */
      closesIn: (days: number) => (days === 0 ? 'Orders close today' : `Orders close in ${days} ${days === 1 ? 'day' : 'days'}`),
      opensOn: (date: string) => `Ordering opens on ${date}`,
      closedOn: (date: string) => `Ordering closed on ${date}`,
    },
  },

  lists: {
    heading: (schoolName: string) => `Supply lists for ${schoolName}`,
    loading: 'Loading supply lists...',
    loadFailed: 'Failed to load supply lists',
    empty: 'No Supply Lists Available',
    emptyHint: "This school hasn't published a supply list yet. Please check back soon.",
    selectLabel: 'Supply list',
    selectPlaceholder: 'Select a supply list...',
    option: (name: string, price: string | null) => (price ? `${name} - ${price}` : name),
    completeListPrice: 'Complete List Price',
    itemCount: (count: number) => (count === 1 ? '1 item' : `${count} items`),
    moreItems: (count: number) => `and ${count} more items`,
    chooseDifferentList: 'Choose a Different List',
    placeOrder: 'Place an Order',
  },

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

  retry: 'Try again',
} as const;
