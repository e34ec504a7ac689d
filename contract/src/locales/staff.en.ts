/** The staff half's rules (docs/product.md §2, §4, §5): its forms, the locks of a list, publishing. */
export default {
  staff: {
    listNameRequired: 'List name is required',
    reviewNoteRequired: 'Write what the list needs before it is published',
    schoolNameRequired: 'School name is required',
    productNameRequired: 'Product name is required',
    priceInvalid: 'Enter a price of at least 0 with at most two decimals',
    /** A Stripe product tax code (what the product is, for sales tax). */
    taxCodeInvalid: 'Enter a product tax code: txcd_ and 8 digits, such as txcd_99999999',
    quantityInvalid: 'Quantity must be a whole number of at least 1',
    duplicateProduct: 'Each product can be in a list only once',
    timeZoneInvalid: 'must be a time zone name such as America/Chicago',
    /** A school's address, where its boxes are taxed. */
    addressLine1Required: 'Address line 1 is required',
    addressCityRequired: 'City is required',
    addressStateInvalid: 'Enter a US state as its two-letter code, such as IL',
    addressZipInvalid: 'Enter a 5-digit ZIP code',
    /** A request that sends the address as one line the API cannot read as its parts. */
    fullAddressUnreadable: 'cannot be read as street, city, state and ZIP code: send it as address: line1, line2 (optional), city, state and zipCode',
    /** Someone else's e-mail and phone: a representative to add, the buyer of an order recorded at the office. */
    emailRequired: 'Email is required',
    phoneRequired: 'Phone is required',
    /** The person who receives a school's boxes at its door. */
    deliveryContactNameRequired: 'Contact name is required',
    /** A box sent home: the carrier that took it, and its tracking number. */
    carrierRequired: 'Carrier is required',
    trackingNumberRequired: 'Tracking number is required',
    trackingNumberInvalid: 'A tracking number has only letters and digits',
    deliveryContactPhoneInvalid: 'Enter a phone number with its area code, such as (217) 555-0188',
    studentFirstNameRequired: 'Student first name is required',
    studentLastNameRequired: 'Student last name is required',
  },
  /** Why a list cannot be published, or cannot get a price (409); `min` is the smallest card charge. */
  publish: {
    empty: 'This list has no products yet. Add at least one product before publishing it.',
    tooCheap: 'A published list must cost at least {min}: set its price first.',
    alreadyPublished: 'This list is already published.',
    /** A review request from an administrator: they publish. */
    adminsPublish: 'Administrators publish lists themselves.',
    /** Send back: only a list waiting for review goes back. */
    notWaiting: 'This list is not waiting for review.',
  },
  /** The locks of docs/product.md §4 as the API states them (409), in the spec's own words. */
  locks: {
    priceLocked: 'Price cannot be changed for published lists.',
    productsLocked: 'Products cannot be modified after orders are placed',
    hasOrders: 'Cannot delete lists with orders',
    keepsAProduct: 'A published list must keep at least one product',
    /** A published list's price is the administrator's, and each optional item takes its share off it. */
    optionalMarks: 'Only an administrator can change which items of a published list are optional',
  },
} as const;
