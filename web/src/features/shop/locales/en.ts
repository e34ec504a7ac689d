/** The shop's first step (docs/product.md §2 Shop, §8 Shop): schools, their ordering windows and lists. */
export default {
  title: 'Shop',
  heading: 'Shop',
  intro: "Find your child's school, pick the grade supply list, and we pack the whole list into one box.",

  schools: {
    heading: 'Choose a school',
    loading: 'Loading schools...',
    loadFailed: 'Failed to load schools',
    empty: 'No Schools Available Yet',
    emptyHint: 'Schools are joining School Supply Box soon. Please check back later.',
    listCount: '{count, plural, one {# supply list} other {# supply lists}}',
    /** On the card of a school the signed-in family ordered from (listed first). */
    orderedBefore: 'You ordered here before',
    search: {
      label: 'Find your school',
      placeholder: 'School name, city or ZIP code',
      noMatch: 'No school matches “{query}”',
      noMatchHint: 'Try the first letters of its name, its city or its ZIP code.',
      /** Under a full page of schools: the others are found by the search. */
      more: 'Not in the list? Search by its name, city or ZIP code.',
    },
    /** The school's ordering window on its card (dates as My Orders writes them). */
    window: {
      orderBy: 'Order by {date}',
      /** The window's last days: on the closing day itself a parent reads "today", not "in 0 days". */
      closesIn: '{days, plural, =0 {Orders close today} one {Orders close in # day} other {Orders close in # days}}',
      opensOn: 'Ordering opens on {date}',
      closedOn: 'Ordering closed on {date}',
      /** After the window, at a school taking late orders (docs/decisions.md §28): `fee` is the amount on each box. */
      lateOrders: 'Late orders: delivered after the first day of school, {fee} late fee',
    },
  },

  lists: {
    heading: 'Supply lists for {schoolName}',
    /** Where the school has a delivery date (docs/decisions.md §27): under its name, and on the order step's box. */
    deliveredBy: 'Delivered to {schoolName} by {date}',
    loading: 'Loading supply lists...',
    loadFailed: 'Failed to load supply lists',
    empty: 'No Supply Lists Available',
    emptyHint: "This school hasn't published a supply list yet. Please check back soon.",
    selectLabel: 'Supply list',
    selectPlaceholder: 'Select a supply list...',
    optionWithPrice: '{name} - {price}',
    completeListPrice: 'Complete List Price',
    /** A published list its school's representative approved: the school's own list, not one a retailer made up. */
    verifiedBy: 'Verified by {school}',
    verifiedOn: 'Approved on {date}',
    itemCount: '{count, plural, one {# item} other {# items}}',
    moreItems: 'and {count} more items',
    chooseDifferentList: 'Choose a Different List',
    placeOrder: 'Place an Order',
    /** Under a chosen list whose school earns a share of each box (docs/decisions.md §25); `amount` is money. */
    schoolShare: '{amount} of this box goes to {school}',
  },

  /** Under a school's lists while a reminder is still to come; the form it opens has texts of its own (reminder-texts.ts). */
  reminder: {
    offer: 'Remind me before ordering closes',
  },

  retry: 'Try again',
} as const;
