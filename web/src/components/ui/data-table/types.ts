import type { ReactNode } from 'react';

/** One column, as data: what it is called and how a row shows in it. */
export interface DataTableColumn<Row> {
  key: string;
  /** The column header on wide screens, and the label of the value in a phone card. */
  header: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** Left out of the phone card, where `cardTitle` already shows it. */
  hideInCard?: boolean;
  /** Long text (names, e-mails, lists) wraps inside the column, so the table fits a laptop instead of scrolling. */
  wrap?: boolean;
}

/** Rows the caller keeps selected (admins bulk-select orders), by row key. */
interface DataTableSelection<Row> {
  selectedKeys: ReadonlySet<string>;
  onChange: (selectedKeys: Set<string>) => void;
  /** The accessible name of a row's checkbox, e.g. "Select order #1a2b3c4d". */
  rowLabel: (row: Row) => string;
}

/** "Load more", driven by the server's cursor (see useCursorPages). */
export interface DataTablePagination {
  hasMore: boolean;
  onLoadMore: () => void;
  loadingMore: boolean;
  /** How many rows there are in all, when the server says: "Load more" then tells how many remain. */
  total?: number;
}

export interface DataTableProps<Row> {
  /** Names the table, and the list of cards on phones. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  /** Undefined until the first page arrives. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** What a phone card is titled (and labelled) with. */
  cardTitle: (row: Row) => ReactNode;
  /** Below this width in px the rows stack into cards: the spec's dashboards switch at 450 and 768. */
  stackBelow: number;
  /** Shown (as a status) while the first page loads, e.g. 'Loading orders...'. */
  loadingText: string;
  /** Shown when there are no rows, e.g. 'No orders yet.'. */
  emptyText: string;
  selection?: DataTableSelection<Row>;
  pagination?: DataTablePagination;
  texts?: Partial<DataTableTexts>;
}

export interface DataTableTexts {
  loadMore: string;
  shown: (values: { shown: number; total: number; remaining: number }) => string;
  selectAll: string;
}

export interface DataTableLayoutProps<Row> extends DataTableProps<Row> {
  texts: DataTableTexts;
}
