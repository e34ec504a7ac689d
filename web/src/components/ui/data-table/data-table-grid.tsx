import { Checkbox, Table } from '@mantine/core';
import { useId } from 'react';
import { EmptyState, LoadingState } from './data-table-states';
import classes from './data-table.module.css';
import { selectionState, toggleAll, toggleOne } from './selection';
import type { DataTableLayoutProps } from './types';

/**
 * Wide screens: a real table (caption, column headers). It scrolls sideways when it must, in a
 * named region that the keyboard can reach.
 */
export function DataTableGrid<Row>({ label, columns, rows, rowKey, loadingText, emptyText, selection, texts }: DataTableLayoutProps<Row>) {
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
              <Table.Th key={column.key} scope="col" ta={column.align}>
                {column.header}
              </Table.Th>
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
                    <Table.Td key={column.key} ta={column.align} data-wrap={column.wrap || undefined}>
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
