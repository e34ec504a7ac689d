import { NativeSelect } from '@mantine/core';
import { orderStatuses, type OrderStatus } from '@ssb/contract';
import { ORDER_STATUS_LABELS } from './order-status';

interface OrderStatusSelectProps {
  status: OrderStatus;
  /** The accessible name, e.g. "Status of order #1a2b3c4d". */
  label: string;
  onChange: (status: OrderStatus) => void;
  disabled?: boolean;
}

/** docs/product.md §4: any status may be chosen, from a dropdown that acts at once. Native, so it works the same with a keyboard, a screen reader and a phone. */
export function OrderStatusSelect({ status, label, onChange, disabled }: OrderStatusSelectProps) {
  return (
    <NativeSelect
      aria-label={label}
      size="xs"
      value={status}
      disabled={disabled}
      data={orderStatuses.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }))}
      onChange={(event) => onChange(event.currentTarget.value as OrderStatus)}
      miw={180}
    />
  );
}
