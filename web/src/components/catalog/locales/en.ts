/** What both Manage Products dialogs' checklist and footer say, whoever opens them. */
export default {
  views: {
    /** Names the choice between every product and the chosen ones. */
    label: 'Show',
    all: 'All',
    selected: 'Selected ({count})',
    noneSelected: 'No product is selected yet.',
  },
  decrease: 'Decrease the quantity of {productName}',
  increase: 'Increase the quantity of {productName}',
  /** What the list will sell for once saved, as the server will price it. */
  totalAfterSave: 'Total after saving: {total}',
} as const;
