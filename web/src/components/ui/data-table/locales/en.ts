/** The table's own words; a screen may pass others through `texts`. */
export default {
  loadMore: 'Load more',
  /** Beside Load more: what is shown of how many. */
  shown: 'Showing {shown, number} of {total, number} · {remaining, number} more',
  selectAll: 'Select all rows',
} as const;
