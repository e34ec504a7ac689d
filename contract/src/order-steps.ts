import { z } from 'zod/mini';
import type { OrderStatus } from './enums';
import { isPackedStatus } from './order-lifecycle';

// What a change kept in an order's history tells its reader, and the family's short list of steps
// to the door. The server's timeline (GET /orders/{id}) and every Order answer, the browser's live
// lists among them, read the same history through these, so a step is never named two ways.

/** What a timeline entry tells (GET /orders/{id} `timeline`). */
export const orderTimelineEvents = [
  'placed',
  'paid',
  'packed',
  'statusChanged',
  'shipped',
  'atSchool',
  'trackingAdded',
  'pickedUp',
  'pickUpUndone',
  'cancelled',
  'refunded',
  'substituted',
  'removed',
  'emailed',
] as const;
export const OrderTimelineEvent = z.enum(orderTimelineEvents);
export type OrderTimelineEvent = z.infer<typeof OrderTimelineEvent>;

/** One change as the order's history keeps it (documents' `OrderChange`, without who). */
export interface HistoryChange {
  event: string;
  from: OrderStatus | null;
  to: OrderStatus;
}

/**
 * What one kept change tells: a move into Cancelled is "cancelled" and a move into a packed
 * status from one that is not is "packed", whichever door made it (the dropdown, a bulk move, a
 * refund in full); the delivery's events are their own; any other move of the status is a
 * "statusChanged" from → to.
 */
export function timelineEventOf(change: HistoryChange): OrderTimelineEvent {
  switch (change.event) {
    case 'placed':
    case 'paid':
    case 'shipped':
    case 'atSchool':
    case 'trackingAdded':
      return change.event;
    case 'handOver':
      return 'pickedUp';
    case 'undoHandOver':
      return 'pickUpUndone';
  }
  if (change.to === 'CANCELLED' && change.from !== 'CANCELLED') return 'cancelled';
  if (isPackedStatus(change.to) && (change.from === null || !isPackedStatus(change.from))) return 'packed';
  return 'statusChanged';
}

/**
 * Events a box lives through once: a second one kept (a retried call, a repeated webhook) is the
 * same news, and the timeline shows the first.
 */
export const onceOnlyTimelineEvents: readonly OrderTimelineEvent[] = ['placed', 'shipped', 'atSchool', 'trackingAdded'];

/** The family's steps to the door, in the order a box lives them (My Orders). */
export const orderStepKinds = ['placed', 'paid', 'packed', 'shipped', 'trackingAdded', 'atSchool', 'pickedUp', 'cancelled'] as const;
export const OrderStepKind = z.enum(orderStepKinds);
export type OrderStepKind = z.infer<typeof OrderStepKind>;

/** One step the box took, and when (ISO 8601). */
export const OrderStep = z.object({ step: OrderStepKind, at: z.string() });
export type OrderStep = z.infer<typeof OrderStep>;

const isStepKind = (event: OrderTimelineEvent): event is OrderStepKind => (orderStepKinds as readonly string[]).includes(event);

/**
 * The steps a box took, oldest first, from its history: each step once, when it first happened;
 * a pick-up undone since is not a step (the box is back on the shelf until it is handed over again).
 */
export function orderStepsOf(history: readonly (HistoryChange & { at: Date })[]): OrderStep[] {
  const first = new Map<OrderStepKind, Date>();
  let pickedUp: Date | null = null;
  for (const change of history) {
    const event = timelineEventOf(change);
    if (event === 'pickedUp') pickedUp ??= change.at;
    else if (event === 'pickUpUndone') pickedUp = null;
    else if (isStepKind(event) && !first.has(event)) first.set(event, change.at);
  }
  if (pickedUp) first.set('pickedUp', pickedUp);
  return [...first]
    .map(([step, at]) => ({ step, at }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || orderStepKinds.indexOf(a.step) - orderStepKinds.indexOf(b.step))
    .map(({ step, at }) => ({ step, at: at.toISOString() }));
}
