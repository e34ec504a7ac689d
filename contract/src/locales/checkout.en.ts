/** docs/product.md §5: the checkouts' and the guest lookup's messages, shared by the order form, My Orders and the server. */
export default {
  checkout: {
    contactRequired: 'Email and phone number are required',
    invalidEmail: 'Please enter a valid email address',
    invalidPhone: 'Please enter a valid phone number',
    studentRequired: 'Student first and last name are required',
    addressRequired: 'Address line 1, city, state, and zip code are required for delivery',
    lateHomeDeliveryOnly: 'Late orders for {school} are delivered to your home: enter address line 1, city, state, and zip code',
    accountExists: 'An account already exists for this email address.',
    listUnavailable: 'This supply list is not available for ordering',
    listEmpty: 'This supply list has no products yet, so it cannot be ordered',
    tooMany: 'Too many checkout attempts. Please wait a few minutes and try again.',
    boxCount: 'A checkout holds 1 to {max} boxes',
  },
  lookup: {
    bothRequired: 'Please enter both email and phone number',
    tooMany: 'Too many lookups. Please wait a few minutes and try again.',
  },
} as const;
