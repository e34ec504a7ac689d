/** A product's stock fields and its supplier (docs/decisions.md §26), the administrator's only. */
export default {
  stock: {
    costInvalid: 'Enter a cost of at least 0 with at most two decimals',
    countInvalid: 'Enter a whole number of at least 0',
    packSizeInvalid: 'Pack size must be a whole number of at least 1',
    supplierNameRequired: 'Supplier name is required',
    leadTimeInvalid: 'Lead time must be a whole number of days from 0 to 365',
  },
} as const;
