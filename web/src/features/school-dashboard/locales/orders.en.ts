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
} as const;
