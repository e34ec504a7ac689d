export { DataTable } from './data-table';
export { LoadMore } from './load-more';
export { DATA_TABLE_TEXTS } from './texts';
export type { DataTableColumn } from './types';
