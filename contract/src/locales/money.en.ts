/** Money beyond the list price (docs/decisions.md §24): shipping a box home, codes and vouchers. */
export default {
  shipping: {
    /** What the shop says before the family types anything; `fee` and `freeOver` are amounts of money. */
    homeDelivery: 'Home delivery: {fee}, free on orders of {freeOver} or more',
    /** The same, when no order amount makes it free. */
    homeDeliveryFee: 'Home delivery: {fee}',
    freeOverInvalid: 'Enter an order amount above $0.00 for free delivery, or leave it empty',
  },
  codes: {
    /** A code the family types that has expired, was used as often as it may be, or was turned off. */
    expiredOrUsedUp: 'This code has expired or has been used up.',
    /** A code nobody made, or one for another school's boxes. */
    unknown: "We don't recognise this code.",
    codeInvalid: 'A code is 3 to 30 letters and digits',
    /** 409: codes are told apart without regard to case. */
    exists: 'The code {code} already exists',
    percentOrAmount: 'Give a percentage off or an amount off, not both',
    percentInvalid: 'A percentage off is more than 0 and at most 100, with at most two decimals',
    amountInvalid: 'An amount off is more than $0.00, with at most two decimals',
    usesInvalid: 'The number of uses is a whole number of at least 1',
    countInvalid: 'A batch has 1 to {max} codes',
    schoolUnknown: 'There is no school with this id',
    expiresOnPast: 'The last day a code works cannot be in the past',
    /** The vouchers' dialog: a batch is for one school. */
    schoolRequired: 'Choose a school',
    /** The header row of a batch's CSV of voucher codes to print. */
    csvColumns: { code: 'Code', school: 'School', discount: 'Discount' },
  },
  sponsorship: {
    amountInvalid: 'A gift is ${min} to ${max}, with at most two decimals',
    /** The gift names a school none of the checkout's boxes is for. */
    schoolNotInCheckout: "A gift goes to the school of one of this checkout's boxes",
    studentNameRequired: "Enter the child's first and last name",
  },
} as const;
