import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './enums';
import { orderStepsOf } from './order-steps';

const at = (minute: number) => new Date(Date.UTC(2026, 7, 1, 9, minute));
const change = (minute: number, event: string, from: OrderStatus | null, to: OrderStatus) => ({ at: at(minute), event, from, to });

describe('orderStepsOf', () => {
  it('when a box went to its school and was picked up, then its steps are placed, paid, packed, shipped, at school and picked up, with when', () => {
    const steps = orderStepsOf([
      change(0, 'placed', null, 'AWAITING_PAYMENT'),
      change(1, 'paid', 'AWAITING_PAYMENT', 'PAYMENT_SUCCESS'),
      change(2, 'bulkMove', 'PAYMENT_SUCCESS', 'PREPARING'),
      change(3, 'set', 'PREPARING', 'COMPLETED'),
      change(4, 'shipped', 'COMPLETED', 'COMPLETED'),
      change(5, 'atSchool', 'COMPLETED', 'COMPLETED'),
      change(6, 'handOver', 'COMPLETED', 'COMPLETED'),
    ]);
    expect(steps).toEqual([
      { step: 'placed', at: at(0).toISOString() },
      { step: 'paid', at: at(1).toISOString() },
      { step: 'packed', at: at(2).toISOString() },
      { step: 'shipped', at: at(4).toISOString() },
      { step: 'atSchool', at: at(5).toISOString() },
      { step: 'pickedUp', at: at(6).toISOString() },
    ]);
  });

  it('when a step was kept twice, then it shows once, when it first happened; an event this build does not know is no step', () => {
    const steps = orderStepsOf([
      change(0, 'placed', null, 'PAYMENT_SUCCESS'),
      change(1, 'shipped', 'PAYMENT_SUCCESS', 'PAYMENT_SUCCESS'),
      change(2, 'shipped', 'PAYMENT_SUCCESS', 'PAYMENT_SUCCESS'),
      change(3, 'somethingNew', 'PAYMENT_SUCCESS', 'PAYMENT_SUCCESS'),
    ]);
    expect(steps).toEqual([
      { step: 'placed', at: at(0).toISOString() },
      { step: 'shipped', at: at(1).toISOString() },
    ]);
  });

  it('when a pick-up was undone, then it is no step until the box is handed over again', () => {
    const history = [
      change(0, 'placed', null, 'PREPARING'),
      change(1, 'handOver', 'PREPARING', 'COMPLETED'),
      change(2, 'undoHandOver', 'COMPLETED', 'PREPARING'),
    ];
    expect(orderStepsOf(history).map(({ step }) => step)).toEqual(['placed']);
    expect(orderStepsOf([...history, change(3, 'handOver', 'PREPARING', 'COMPLETED')]).at(-1)).toEqual({ step: 'pickedUp', at: at(3).toISOString() });
  });

  it('when a box was cancelled, then its last step is cancelled', () => {
    const steps = orderStepsOf([change(0, 'placed', null, 'AWAITING_PAYMENT'), change(1, 'cancel', 'AWAITING_PAYMENT', 'CANCELLED')]);
    expect(steps.map(({ step }) => step)).toEqual(['placed', 'cancelled']);
  });
});
