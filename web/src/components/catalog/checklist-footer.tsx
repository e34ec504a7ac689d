import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '@ssb/contract';
import { PRODUCT_CHECKLIST_TEXTS as texts } from './texts';
import classes from './product-checklist.module.css';

/**
 * The foot of a Manage Products dialog, in view while its products scroll: the dialog's buttons
 * and, while the selection may change, the list's total once saved (see `totalAfterSave`).
 */
export function ChecklistFooter({ totalAfterSave, children }: { totalAfterSave?: number; children: ReactNode }) {
  return (
    <Group className={classes.footer} justify="space-between" gap="sm">
      {totalAfterSave !== undefined && (
        <Text fw={700} aria-live="polite" data-testid="total-after-saving">
          {texts.totalAfterSave({ total: formatMoney(totalAfterSave) })}
        </Text>
      )}
      <Group gap="sm" ml="auto">
        {children}
      </Group>
    </Group>
  );
}
