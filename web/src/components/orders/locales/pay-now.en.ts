/** Pay now: an unpaid order's payment page, again (My Orders, the dashboard). */
export default {
  payNow: 'Pay now',
  /** For a screen reader: which order's payment. */
  payNowLabel: 'Pay now for {student}: {list}',
  /** A household's boxes are paid together. */
  payNowForBoxes: '{count, plural, one {Pay now for # box} other {Pay now for # boxes}}',
} as const;
