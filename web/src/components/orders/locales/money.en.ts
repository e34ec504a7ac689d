/** A checkout's or a box's money, line by line (the order step, My Orders, the receipt). */
export default {
  /** For a screen reader: what the lines are. */
  label: 'Price breakdown',
  subtotal: 'Subtotal',
  /** The items the family already has, off the price. */
  skipped: 'You already have',
  discount: 'Discount',
  shipping: 'Shipping',
  /** Shipping home that the order's amount made free. */
  shippingFree: 'Free',
  /** A late order's fee, on each box ordered after the school's window (docs/decisions.md §28). */
  lateFee: 'Late order fee',
  tax: 'Sales tax',
  /** Until the address the tax is calculated at is known. */
  taxPending: 'Calculated at checkout',
  /** The family's gift to a school's sponsorship fund. */
  gift: 'Sponsored box',
  total: 'Total',
  /** The total while the tax waits for the address. */
  totalBeforeTax: 'Total before tax',
} as const;
