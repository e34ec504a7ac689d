import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './admin-page.module.css';

interface RowAction {
  label: string;
  /** Names the person or address the action is for. */
  ariaLabel: string;
  loading: boolean;
  onClick: () => void;
}

/** A row of the representatives dialog: who (wrapping, so an address is seen whole) and the action that takes them off. */
export function PersonRow({ children, action }: { children: ReactNode; action: RowAction }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <div className={classes.breakable} style={{ flex: 1, minWidth: 0 }}>
        {children}
      </div>
      <Button size="xs" variant="subtle" color="red" flex="none" aria-label={action.ariaLabel} loading={action.loading} onClick={action.onClick}>
        {action.label}
      </Button>
    </Group>
  );
}
