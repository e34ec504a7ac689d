/** The hosted test checkout page, as Stripe Checkout words it in English. */
export default {
  title: 'Pay {merchant}',
  testMode: 'Test mode',
  complete: 'This payment is complete. Thank you!',
  expired: 'This checkout session has expired.',
  returnTo: 'Return to {merchant}',
  columns: { item: 'Item', quantity: 'Qty', amount: 'Amount', discount: 'Discount', total: 'Total' },
  cardNumber: 'Card number',
  pay: 'Pay',
  cancel: 'Cancel',
  testCards: 'Test cards: {succeeding} succeeds, {declined} is declined.',
  cardErrors: {
    declined: 'Your card was declined.',
    missing: 'Enter a card number.',
    invalid: 'Your card number is invalid. Use the test card {card}.',
    /** The session's promotion code was used up (or ended) by someone else while this page was open. */
    discountEnded: 'The discount on this checkout can no longer be used.',
  },
  notFound: {
    title: 'Checkout not found',
    notice: 'This checkout link is not valid.',
  },
} as const;
