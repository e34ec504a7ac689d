/** The words of fulfilment the staff read: the product types, and the columns of the CSV exports (spreadsheets a school opens). */
export default {
  /** docs/product.md §2 Products: a product's type; Unknown for a product since deleted. */
  productTypes: { INDIVIDUAL: 'Individual', CLASSROOM: 'Classroom', SCHOOL_WIDE: 'School Wide', unknown: 'Unknown' },
  /** GET /orders/export, one row per order, in this order. */
  orderColumns: {
    orderNumber: 'Order number',
    orderId: 'Order ID',
    date: 'Date',
    status: 'Status',
    school: 'School',
    supplyList: 'Supply list',
    student: 'Student',
    email: 'Email',
    phone: 'Phone',
    deliveryAddress: 'Delivery address',
    /** What the box came to: its breakdown's total (its list's price for an order kept before its money). */
    total: 'Total',
    /** Its breakdown, a column a line, amounts without a sign: Total = Subtotal − Already have − Discount + Shipping + Sales tax. */
    subtotal: 'Subtotal',
    skipped: 'Already have',
    discount: 'Discount',
    shipping: 'Shipping',
    tax: 'Sales tax',
  },
  /** GET /schools/{id}/pick-list/export, one row per product, in this order. */
  pickListColumns: { product: 'Product', type: 'Type', quantity: 'Quantity', boxes: 'Boxes' },
} as const;
