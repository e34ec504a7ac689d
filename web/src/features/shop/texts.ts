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
    continueToCheckout: 'Continue to Checkout',
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
