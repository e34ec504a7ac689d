import { Badge } from '@mantine/core';
import type { PurchaseOrderStatus } from '@ssb/contract';
import { PURCHASING_TEXTS } from '../purchasing-texts';

const STATUS_COLORS: Record<PurchaseOrderStatus, string> = { DRAFT: 'gray.7', ORDERED: 'blue.8', PARTIAL: 'cyan.9', RECEIVED: 'teal.9', CANCELLED: 'red.9' };

/** A purchase order's status, in words. */
export function PurchaseOrderStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  return (
    <Badge variant="outline" color={STATUS_COLORS[status]} tt="none">
      {PURCHASING_TEXTS.statuses[status]}
    </Badge>
  );
}
