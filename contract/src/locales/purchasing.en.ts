/** Purchase orders' form messages (docs/decisions.md §26), the administrator's only. */
export default {
  purchasing: {
    quantityInvalid: 'Enter a whole number of at least 1',
    unitCostInvalid: 'Enter a unit cost of at least 0 with at most two decimals',
    linesRequired: 'Add at least one product',
    productTwice: 'Name each product once',
    csvColumns: {
      sku: 'SKU',
      product: 'Product',
      packSize: 'Pack size',
      quantity: 'Quantity',
      received: 'Received',
      unitCost: 'Unit cost',
      lineTotal: 'Line total',
    },
    /** The CSV's last row, under the line totals. */
    csvTotal: 'Total',
  },
} as const;
