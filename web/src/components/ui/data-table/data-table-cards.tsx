import { Checkbox, Group, Paper, Stack } from '@mantine/core';
import { useId } from 'react';
import { EmptyState, LoadingState } from './data-table-states';
import classes from './data-table.module.css';
import { selectionState, toggleAll, toggleOne } from './selection';
import type { DataTableLayoutProps } from './types';

function Card<Row>({ row, props }: { row: Row; props: DataTableLayoutProps<Row> }) {
  const { columns, rowKey, cardTitle, selection } = props;
  const titleId = useId();
  const key = rowKey(row);
  return (
    <Paper component="article" withBorder p="sm" radius="md" aria-labelledby={titleId} data-selected={selection?.selectedKeys.has(key) || undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div id={titleId} className={classes.cardTitle}>
          {cardTitle(row)}
        </div>
        {selection && (
          <Checkbox
            aria-label={selection.rowLabel(row)}
            checked={selection.selectedKeys.has(key)}
            onChange={() => selection.onChange(toggleOne(selection.selectedKeys, key))}
          />
        )}
      </Group>
      <dl className={classes.cardFields}>
        {columns
          .filter((column) => !column.hideInCard)
          .map((column) => (
            <div key={column.key} className={classes.cardField}>
              <dt>{column.header}</dt>
              <dd>{column.render(row)}</dd>
            </div>
          ))}
      </dl>
    </Paper>
  );
}

/** Narrow screens: each row is a card titled by `cardTitle`, its columns as labelled values. */
export function DataTableCards<Row>(props: DataTableLayoutProps<Row>) {
  const { label, rows, rowKey, loadingText, emptyText, selection, texts } = props;
  const keys = rows?.map(rowKey) ?? [];
  const selected = selection ? selectionState(selection.selectedKeys, keys) : null;

  return (
    <Stack gap="sm">
      {selection && selected && keys.length > 0 && (
        <Checkbox
          label={texts.selectAll}
          checked={selected.all}
          indeterminate={selected.some}
          onChange={() => selection.onChange(toggleAll(selection.selectedKeys, keys))}
        />
      )}
      {rows === undefined ? (
        <LoadingState text={loadingText} />
      ) : rows.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        <ul className={classes.cards} aria-label={label}>
          {rows.map((row) => (
            <li key={rowKey(row)}>
              <Card row={row} props={props} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
