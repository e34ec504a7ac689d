import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@ssb/contract';
import type { OrderChange } from '@ssb/documents';
import { anOrder } from '../test/orders';
import { orderTimeline } from './order-timeline';

const minute = (n: number) => Timestamp.fromMillis(Date.UTC(2026, 7, 1, 9, n));
const change = (n: number, event: OrderChange['event'], from: OrderStatus | null, to: OrderStatus): OrderChange => ({
  at: minute(n),
  event,
  from,
  to,
  by: 'admin-1',
});

/** The way to the door of a box delivered to its school. */
const toTheDoor: OrderChange[] = [
  change(0, 'placed', null, 'AWAITING_PAYMENT'),
  change(1, 'paid', 'AWAITING_PAYMENT', 'PAYMENT_SUCCESS'),
  change(2, 'set', 'PAYMENT_SUCCESS', 'PREPARING'),
  change(3, 'shipped', 'PREPARING', 'PREPARING'),
  change(4, 'atSchool', 'PREPARING', 'PREPARING'),
  change(5, 'handOver', 'PREPARING', 'COMPLETED'),
];

const eventsOf = (history: OrderChange[], changes: Parameters<typeof anOrder>[0] = {}) =>
  orderTimeline(anOrder({ history, ...changes }), null, [], null).map((entry) => entry.event);

describe('orderTimeline', () => {
  it('when a box went to its school, then its timeline reads placed, paid, packed, shipped, at school and picked up, in order', () => {
    expect(eventsOf(toTheDoor)).toEqual(['placed', 'paid', 'packed', 'shipped', 'atSchool', 'pickedUp']);
  });

  it('when a box was shipped, reached its school and got a tracking number, then those entries carry when, and no status move', () => {
    const timeline = orderTimeline(anOrder({ history: [...toTheDoor.slice(0, 3), change(3, 'trackingAdded', 'PREPARING', 'PREPARING')] }), null, [], null);
    expect(timeline.at(-1)).toEqual({ at: minute(3).toDate().toISOString(), event: 'trackingAdded' });
  });

  it('when a box was packed straight into Completed, or moved Preparing → Completed, then the first is "packed" and the second a status move', () => {
    const history = [change(0, 'placed', null, 'PAYMENT_SUCCESS'), change(1, 'bulkMove', 'PAYMENT_SUCCESS', 'COMPLETED')];
    expect(eventsOf(history)).toEqual(['placed', 'packed']);
    const timeline = orderTimeline(anOrder({ history: [...toTheDoor.slice(0, 3), change(3, 'set', 'PREPARING', 'COMPLETED')] }), null, [], null);
    expect(timeline.at(-1)).toMatchObject({ event: 'statusChanged', from: 'PREPARING', to: 'COMPLETED' });
  });

  it('when a box was cancelled, by the family or by a refund in full, then the move reads "cancelled"', () => {
    expect(eventsOf([...toTheDoor.slice(0, 2), change(2, 'cancel', 'PAYMENT_SUCCESS', 'CANCELLED')])).toEqual(['placed', 'paid', 'cancelled']);
    expect(eventsOf([...toTheDoor.slice(0, 2), change(2, 'refundedInFull', 'PAYMENT_SUCCESS', 'CANCELLED')])).toEqual(['placed', 'paid', 'cancelled']);
  });

  it('when shipped, at school or tracking added was kept twice (a retried call), then each shows once, the first', () => {
    const retried = [
      ...toTheDoor.slice(0, 4),
      change(4, 'trackingAdded', 'PREPARING', 'PREPARING'),
      change(5, 'shipped', 'PREPARING', 'PREPARING'),
      change(6, 'atSchool', 'PREPARING', 'PREPARING'),
      change(7, 'trackingAdded', 'PREPARING', 'PREPARING'),
      change(8, 'atSchool', 'PREPARING', 'PREPARING'),
    ];
    const timeline = orderTimeline(anOrder({ history: retried }), null, [], null);
    expect(timeline.map((entry) => entry.event)).toEqual(['placed', 'paid', 'packed', 'shipped', 'trackingAdded', 'atSchool']);
    expect(timeline.find((entry) => entry.event === 'atSchool')?.at).toBe(minute(6).toDate().toISOString());
  });

  it('when the same move was kept twice in a row, then it shows once; a move undone and made again shows each time', () => {
    const twice = [...toTheDoor.slice(0, 2), change(2, 'paid', 'AWAITING_PAYMENT', 'PAYMENT_SUCCESS')];
    expect(eventsOf(twice)).toEqual(['placed', 'paid']);
    const backAndForth = [...toTheDoor.slice(0, 3), change(3, 'set', 'PREPARING', 'PAYMENT_SUCCESS'), change(4, 'set', 'PAYMENT_SUCCESS', 'PREPARING')];
    expect(eventsOf(backAndForth)).toEqual(['placed', 'paid', 'packed', 'statusChanged', 'packed']);
  });

  it('when items of the box were substituted or removed, then each shows once, in order, naming the item and what took its place', () => {
    const itemChanges = [
      {
        productId: 'crayons',
        name: 'Crayons (24 count)',
        quantity: 2,
        change: 'substituted' as const,
        substitute: { productId: 'c2', name: 'Crayons (16 count)' },
        refundCents: null,
        at: minute(2),
      },
      { productId: 'glue', name: 'Glue sticks', quantity: 1, change: 'removed' as const, substitute: null, refundCents: 150, at: minute(4) },
      { productId: 'glue', name: 'Glue sticks', quantity: 1, change: 'removed' as const, substitute: null, refundCents: 150, at: minute(4) },
    ];
    const timeline = orderTimeline(anOrder({ history: toTheDoor.slice(0, 4), itemChanges }), null, [], null);
    expect(timeline.map((entry) => entry.event)).toEqual(['placed', 'paid', 'packed', 'substituted', 'shipped', 'removed']);
    expect(timeline[3]).toEqual({ at: minute(2).toDate().toISOString(), event: 'substituted', item: 'Crayons (24 count)', substitute: 'Crayons (16 count)' });
    expect(timeline[5]).toEqual({ at: minute(4).toDate().toISOString(), event: 'removed', item: 'Glue sticks', amount: 1.5 });
  });

  it('when a staff reader reads it, then the delivery entries say who made them', () => {
    const timeline = orderTimeline(anOrder({ history: toTheDoor }), null, [], (by) => `${by}@example.com`);
    expect(timeline.find((entry) => entry.event === 'shipped')?.by).toBe('admin-1@example.com');
  });
});
