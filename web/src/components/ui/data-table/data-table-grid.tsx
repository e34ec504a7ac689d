import { Checkbox, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { useId } from 'react';
import { EmptyState, LoadingState } from './data-table-states';
import classes from './data-table.module.css';
import { selectionState, toggleAll, toggleOne } from './selection';
import { ariaSort, nextSort } from './sort';
import type { DataTableColumn, DataTableLayoutProps, DataTableSort } from './types';

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  const Icon = direction === 'ascending' ? IconArrowUp : direction === 'descending' ? IconArrowDown : IconArrowsSort;
  return <Icon size={14} aria-hidden className={direction ? undefined : classes.unsorted} />;
}

function HeaderCell<Row>({
  column,
  sort,
  onSortChange,
}: {
  column: DataTableColumn<Row>;
  sort: DataTableSort | null | undefined;
  onSortChange: ((sort: DataTableSort) => void) | undefined;
}) {
  const direction = ariaSort(sort, column.key);
  if (!column.sortable || !onSortChange) {
    return (
      <Table.Th scope="col" ta={column.align}>
        {column.header}
      </Table.Th>
    );
  }
  return (
    <Table.Th scope="col" ta={column.align} aria-sort={direction}>
      <UnstyledButton className={classes.sortButton} onClick={() => onSortChange(nextSort(sort, column.key))}>
        {column.header}
        <SortIcon direction={direction} />
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * Wide screens: a real table (caption, column headers, `aria-sort` on the sorted one). It scrolls
 * sideways when it must, in a named region that the keyboard can reach.
 */
export function DataTableGrid<Row>({
  label,
  columns,
  rows,
  rowKey,
  loadingText,
  emptyText,
  sort,
  onSortChange,
  selection,
  texts,
}: DataTableLayoutProps<Row>) {
  const captionId = useId();
  const keys = rows?.map(rowKey) ?? [];
  const selected = selection ? selectionState(selection.selectedKeys, keys) : null;
  const span = columns.length + (selection ? 1 : 0);

  return (
    <div className={classes.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table highlightOnHover verticalSpacing="sm" className={classes.table}>
        <Table.Caption id={captionId} className={classes.caption}>
          {label}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {selection && selected && (
              <Table.Th scope="col" className={classes.selectCell}>
                <Checkbox
                  aria-label={texts.selectAll}
                  checked={selected.all}
                  indeterminate={selected.some}
                  disabled={keys.length === 0}
                  onChange={() => selection.onChange(toggleAll(selection.selectedKeys, keys))}
                />
              </Table.Th>
            )}
            {columns.map((column) => (
              <HeaderCell key={column.key} column={column} sort={sort} onSortChange={onSortChange} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === undefined || rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={span}>{rows === undefined ? <LoadingState text={loadingText} /> : <EmptyState text={emptyText} />}</Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => {
              const key = rowKey(row);
              const isSelected = selection?.selectedKeys.has(key) ?? false;
              return (
                <Table.Tr key={key} data-selected={isSelected || undefined}>
                  {selection && (
                    <Table.Td className={classes.selectCell}>
                      <Checkbox
                        aria-label={selection.rowLabel(row)}
                        checked={isSelected}
                        onChange={() => selection.onChange(toggleOne(selection.selectedKeys, key))}
                      />
                    </Table.Td>
                  )}
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align}>
                      {column.render(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
