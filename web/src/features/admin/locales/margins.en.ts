/** The Margins tab (docs/decisions.md §26): what the boxes paid earned, loaded with it. */
export default {
  margins: {
    heading: 'Margins',
    intro:
      'Revenue of the boxes paid on these days, after what families already had and discounts, before sales tax and shipping; cost as it was when each box was paid. Cancelled boxes are not counted.',
    from: 'From',
    to: 'To',
    utc: 'Days are UTC days.',
    totals: 'All boxes',
    products: 'By product',
    lists: 'By list',
    schools: 'By school',
    empty: 'No boxes were paid on these days.',
    columns: { name: 'Name', boxes: 'Boxes', quantity: 'Units', revenue: 'Revenue', cost: 'Cost', margin: 'Margin' },
    /** Under a row whose revenue includes products sold without a cost. */
    costUnknown: 'Cost unknown for {amount} of revenue',
    figures: { revenue: 'Revenue', cost: 'Cost', margin: 'Margin', boxes: 'Boxes' },
  },
} as const;
