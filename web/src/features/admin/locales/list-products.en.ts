/** The admin's Manage Products & Note dialog (docs/product.md §2), loaded with it. */
export default {
  title: 'Manage Products & Note: {name}',
  note: 'Supply List Note',
  notePlaceholder: 'Customers see this note when they order this list',
  selected: '{count, plural, one {# product} other {# products}} selected',
  search: 'Search products',
  searchPlaceholder: 'Type a product name',
  noMatch: 'No products match your search.',
  productsLabel: 'Products',
  loading: 'Loading products...',
  quantity: 'Quantity',
  quantityLabel: 'Quantity of {name}',
  noPrice: 'No price',
  optional: {
    label: 'Optional',
    switchLabel: 'Optional: {name}',
    /** `type` is the product type's name. */
    shared: '{type}: always in the box',
    hint: 'A family that already has an Optional product can leave it out of its box ("I already have this") and pay less.',
  },
  cancel: 'Cancel',
  save: 'Save Products & Note ({count} products)',
  /** Titles the server's refusal (409). */
  saveFailed: 'Saving the list’s products and note',
} as const;
