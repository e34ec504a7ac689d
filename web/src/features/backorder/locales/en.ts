/** The family's choice page for an item on backorder (the FTC rule's notice), reached by the e-mail's signed link. */
export default {
  title: 'An item of your box is delayed',
  loading: 'Loading your choices…',
  item: '{item} (× {quantity}) is on backorder.',
  revised: 'We now expect it by {date}.',
  again: 'This item is delayed a second time.',
  question: 'What would you like us to do?',
  substitute: 'Take {substitute} instead, at no extra cost',
  refund: 'Refund: {amount}',
  noRefund: 'Nothing to pay, no refund',
  working: 'Saving your choice…',
  chosen: {
    wait: 'You chose to wait. We will pack the box when the item arrives.',
    substitute: 'You chose {substitute} instead. We will pack it in the box.',
    remove: 'The item was removed from the box. {amount} was refunded to the card you paid with.',
    cancel: 'The box was cancelled. {amount} was refunded to the card you paid with.',
  },
  defaulted: 'You did not answer by the revised date, so this was chosen for you, as the rule for late orders says.',
  myOrders: 'See My Orders',
  linkProblem: 'This link does not open a choice. Please use the link in your e-mail.',
} as const;
