/** The parent's dashboard (/dashboard; not in the spec, built as a parent expects). */
export default {
  pageTitle: 'Dashboard',
  greeting: 'Welcome, {firstName}!',
  /** A profile without a first name yet. */
  greetingWithoutName: 'Welcome!',
  intro: 'Your school supply orders and details, all in one place.',

  shop: {
    title: 'Ready for the new school year?',
    text: "Find your child's school, pick the grade's supply list and we'll pack the whole box.",
    cta: 'Shop School Supplies',
  },

  /** What a family has still to do: a box to order for a child whose school closes soon. */
  nextSteps: {
    title: 'Next steps',
    orderBy: 'Order by {date} for {child}',
  },

  orders: {
    title: 'Recent Orders',
    viewAll: 'View All Orders',
    loading: 'Loading your orders...',
    failed: 'Failed to load your orders',
    empty: 'No orders yet.',
    emptyHint: 'Your supply box orders will show up here once you place one.',
    /** The same list (or the school's list of that grade) for the same child, as on My Orders. */
    orderAgain: 'Order Again',
    actionLabel: '{action} for {student}: {list}',
  },

  details: {
    title: 'Your Details',
    loading: 'Loading your details...',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    address: 'Home address',
    notProvided: 'Not provided yet',
    missingHint: 'Add your phone and home address so orders delivered to your home can use them.',
    edit: 'Edit Details',
    save: 'Save Changes',
    cancel: 'Cancel',
    saved: 'Your details have been saved.',
    saveFailed: 'Your details could not be saved.',
    firstName: 'First Name',
    lastName: 'Last Name',
  },
} as const;
