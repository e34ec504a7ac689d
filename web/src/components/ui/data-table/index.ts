export { DataTable } from './data-table';
export type { DataTableColumn } from './types';
