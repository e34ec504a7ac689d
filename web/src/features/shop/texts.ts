/** The strings of the shop's first step (spec §2 Shop, §8 Shop); the order screen's are in order-texts.ts. Components and tests share them. */
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

  retry: 'Try again',
} as const;
