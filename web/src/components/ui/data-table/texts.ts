import type { DataTableTexts, SortDirection } from './types';

const directionNames: Record<SortDirection, string> = { asc: 'ascending', desc: 'descending' };

/** The table's own words; a screen may pass others through `texts`. */
export const DATA_TABLE_TEXTS: DataTableTexts = {
  loadMore: 'Load more',
  selectAll: 'Select all rows',
  sortBy: 'Sort by',
  notSorted: 'Default order',
  sortOption: (header, direction) => `${header} (${directionNames[direction]})`,
};
