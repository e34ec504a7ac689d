/** Backorders (docs/decisions.md §26): what the administrator and the family are told. */
export default {
  backorders: {
    revisedDateInvalid: 'Enter the revised date as YYYY-MM-DD',
    revisedDatePast: 'The revised date must be after today',
    substituteMissing: 'The substitute product does not exist',
    substituteSame: 'The substitute must be another product than the one on backorder',
    substituteCheaper: 'The substitute must cost at least as much as the item on backorder ({price})',
    noPrice: 'This product has no price, so no box holds it',
    choiceInvalid: 'Choose wait, substitute, remove or cancel',
    noSubstitute: 'No substitute is offered for this item',
    link: 'This link is not valid for this order. Please use the link in your e-mail.',
    notHeld: 'This order does not hold that item on backorder',
    chosenAlready: 'You already chose “{choice}” for this item. Contact us to change it.',
    tooLate: 'This box is no longer waiting for its items, so nothing can be chosen now.',
    cannotRemoveLast: 'This is the only item left in the box: cancel the box instead.',
  },
  choices: {
    wait: 'Wait for it',
    substitute: 'Take the substitute',
    remove: 'Remove it',
    cancel: 'Cancel the box',
  },
  kept: {
    substituted: 'Substituted: {item} → {substitute}',
    removed: 'Removed: {item} (refunded {amount})',
  },
} as const;
