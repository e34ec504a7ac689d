import { Stack } from '@mantine/core';
import { useNarrowerThan } from '@/lib/ui/use-narrower-than';
import { DataTableCards } from './data-table-cards';
import { DataTableGrid } from './data-table-grid';
import { LoadMore } from './load-more';
import { DATA_TABLE_TEXTS } from './texts';
import type { DataTableProps } from './types';

/**
 * The dashboards' table: columns as data, loading and empty states, optional row selection,
 * and "Load more" for a server cursor. Below `stackBelow` px the rows become labelled cards.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const texts = { ...DATA_TABLE_TEXTS, ...props.texts };
  // Read on the first render (no server rendering here), so a phone never paints the table first.
  const stacked = useNarrowerThan(props.stackBelow);
  const Layout = stacked ? DataTableCards : DataTableGrid;
  const { pagination } = props;

  return (
    <Stack gap="md">
      <Layout {...props} texts={texts} />
      {pagination?.hasMore && props.rows !== undefined && <LoadMore pagination={pagination} shown={props.rows.length} texts={texts} />}
    </Stack>
  );
}
