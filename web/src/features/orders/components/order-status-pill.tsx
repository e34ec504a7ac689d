import { Badge } from '@mantine/core';
import type { OrderStatus } from '@ssb/contract';
import { STATUS_STYLES, statusLabelOf } from '../utils/order-display';

/** The order's status as a coloured pill with a readable label. */
export function OrderStatusPill({ status }: { status: OrderStatus }) {
  const { background, color } = STATUS_STYLES[status];
  return (
    <Badge
      size="lg"
      radius="xl"
      tt="none"
      fw={700}
      data-status={status}
      styles={{ root: { backgroundColor: background, color, flex: 'none' } }}
    >
      {statusLabelOf(status)}
    </Badge>
  );
}
