import type { OrderStatus } from '@ssb/contract';
import { DASHBOARD_TEXTS } from './texts';

/** Spec §4 status colours: completed green, preparing purple, payment success light green, failed and cancelled red, awaiting amber. */
const STATUS_COLORS: Record<OrderStatus, string> = {
  COMPLETED: 'green',
  PREPARING: 'grape',
  PAYMENT_SUCCESS: 'lime',
  PAYMENT_FAILED: 'red',
  CANCELLED: 'red',
  AWAITING_PAYMENT: 'orange',
};

export const statusColor = (status: OrderStatus): string => STATUS_COLORS[status];
/**
 * Spec §9: dollars with a $ sign and 2 decimals (as the contract's formatMoney; importing a
 * value from the contract would bring zod's full API into the bundle every route loads).
 */
export const formatDollars = (dollars: number): string => `$${dollars.toFixed(2)}`;

export const statusLabel = (status: OrderStatus): string => DASHBOARD_TEXTS.status[status];

/** A long US date, e.g. "August 5, 2025". */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
