import type { DataTableTexts } from './types';

/** The table's own words; a screen may pass others through `texts`. */
export const DATA_TABLE_TEXTS: DataTableTexts = {
  loadMore: 'Load more',
  selectAll: 'Select all rows',
};
