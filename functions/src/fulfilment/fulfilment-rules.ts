import { boxStatuses, isBoxStatus, type BulkStatusTarget, type OrderStatus } from '@ssb/contract';

// The status moves of fulfilment, without I/O: a bulk move in All Orders and the handover
// checklist's tick. Unlike the administrator's dropdown (admin-status-rules.ts) they only
// move paid orders forward, so no box is packed or handed out that nobody paid for.

export const fulfilmentMessages = {
  notFound: 'not found',
  already: (status: OrderStatus) => `already ${status}`,
  notPaid: (status: OrderStatus, target: OrderStatus) => `${status} orders are not moved to ${target} in bulk`,
  notHandedOver: (status: OrderStatus) => `This order is ${status}: only paid orders waiting for their box are handed over`,
} as const;

/** The statuses a bulk move takes orders from: Preparing from paid; Completed from paid or preparing. */
export const bulkSourceStatuses = (target: BulkStatusTarget): readonly OrderStatus[] => (target === 'PREPARING' ? ['PAYMENT_SUCCESS'] : boxStatuses);

export type BulkMove = { kind: 'move' } | { kind: 'skip'; reason: string };

/** Whether a bulk move to `target` moves an order in `current`, or leaves it and why. */
export function bulkMove(current: OrderStatus, target: BulkStatusTarget): BulkMove {
  if (current === target) return { kind: 'skip', reason: fulfilmentMessages.already(target) };
  if (!bulkSourceStatuses(target).includes(current)) return { kind: 'skip', reason: fulfilmentMessages.notPaid(current, target) };
  return { kind: 'move' };
}

export type HandOver = { kind: 'complete' } | { kind: 'unchanged' } | { kind: 'refused'; message: string };

/** The handover tick: a paid box not yet handed out becomes Completed; a second tick changes nothing. */
export function handOver(current: OrderStatus): HandOver {
  if (current === 'COMPLETED') return { kind: 'unchanged' };
  if (isBoxStatus(current)) return { kind: 'complete' };
  return { kind: 'refused', message: fulfilmentMessages.notHandedOver(current) };
}
