import { Badge } from '@mantine/core';
import type { OrderStatus } from '@ssb/contract';
import { ORDER_STATUS_LABELS, STATUS_STYLES } from './order-status';

/** The order's status as a coloured pill with a readable label. */
export function OrderStatusPill({ status, size = 'lg' }: { status: OrderStatus; size?: 'sm' | 'lg' }) {
  const { background, color } = STATUS_STYLES[status];
  return (
    <Badge
      size={size}
      radius="xl"
      tt="none"
      fw={700}
      data-status={status}
      // Never shortened to an ellipsis: a table column gives it the room its label needs.
      styles={{ root: { backgroundColor: background, color, flex: 'none', minWidth: 'max-content' } }}
    >
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
