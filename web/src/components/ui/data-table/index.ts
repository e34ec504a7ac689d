export { DataTable } from './data-table';
export { DATA_TABLE_TEXTS } from './texts';
export type { DataTableColumn, DataTablePagination, DataTableProps, DataTableSelection } from './types';
