/** The table's own words; a screen may pass others through `texts`. */
export default {
  loadMore: 'Load more',
  selectAll: 'Select all rows',
} as const;
