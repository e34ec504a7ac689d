/** The school dashboard's Student Orders tab (docs/product.md §2): the statistics tiles and the school's orders. */
export default {
  tilesLabel: 'Order statistics',
  total: 'Total Orders',
  newOrders: 'New Orders',
  inProgress: 'In Progress',
  completed: 'Completed',
  statsFailed: 'Could not load the order statistics.',
  tableLabel: 'Student orders',
  loading: 'Loading orders...',
  empty: 'No orders yet.',
  loadFailed: 'Could not load the orders.',
  retry: 'Try again',
  order: 'Order',
  /** An order's card on a phone, by its number. */
  cardTitle: 'Order {orderNumber}',
  studentParent: 'Student/Parent',
  supplyList: 'Supply List',
  status: 'Status',
  date: 'Date',
  /** The school's sponsorship pool, and boxes given from it to children who need one. */
  sponsored: {
    heading: 'Sponsored boxes',
    balance: 'Balance',
    given: 'Given',
    used: 'Used',
    boxes: 'Boxes given',
    giveHeading: 'Give a sponsored box',
    list: 'Supply list',
    firstName: "Child's first name",
    lastName: "Child's last name",
    give: 'Give the box',
    /** After a box was given: its order number. */
    done: 'Box given: order {orderNumber}.',
    loadFailed: 'Could not load the sponsorship fund.',
  },
} as const;
