import { describe, expect, it } from 'vitest';
import { orderStatuses, type OrderStatus } from './enums';
import { isPaidStatus, orderCountDelta, orderNumberKey, orderNumberOf, orderSearchKey } from './order-rules';

describe('order numbers', () => {
  it('when an id is longer than 8 characters, then the number is its last 8, the key lower-cased', () => {
    expect(orderNumberOf('Xy7kP2mQ9rT4vW1z')).toBe('9rT4vW1z');
    expect(orderNumberKey('Xy7kP2mQ9rT4vW1z')).toBe('9rt4vw1z');
  });

  it('when an id is short, then the whole id is the number', () => {
    expect(orderNumberOf('abc')).toBe('abc');
  });
});

describe('orderSearchKey', () => {
  it('when the search has an @, then it looks for the e-mail, trimmed and lower-cased', () => {
    expect(orderSearchKey('  Sam.Lee@Example.com ')).toEqual({ emailKey: 'sam.lee@example.com' });
  });

  it('when the search is an order number, with or without #, then it looks for its key', () => {
    expect(orderSearchKey('#9rT4vW1z')).toEqual({ orderNumberKey: '9rt4vw1z' });
    expect(orderSearchKey(' 9RT4VW1Z ')).toEqual({ orderNumberKey: '9rt4vw1z' });
    expect(orderSearchKey('# 9rT4vW1z')).toEqual({ orderNumberKey: '9rt4vw1z' });
  });
});

describe('isPaidStatus', () => {
  it('when the customer has paid (paid, preparing, completed), then a cancellation refunds it', () => {
    expect(['PAYMENT_SUCCESS', 'PREPARING', 'COMPLETED'].every((s) => isPaidStatus(s as never))).toBe(true);
    expect(['AWAITING_PAYMENT', 'PAYMENT_FAILED', 'CANCELLED'].some((s) => isPaidStatus(s as never))).toBe(false);
  });
});

describe('orderCountDelta', () => {
  const live = new Set<OrderStatus>(['AWAITING_PAYMENT', 'PAYMENT_SUCCESS', 'PREPARING', 'COMPLETED']);
  const ended = new Set<OrderStatus>(['PAYMENT_FAILED', 'CANCELLED']);

  it('when an order is created, then it counts only in a status that may still be or was paid', () => {
    for (const to of orderStatuses) expect(orderCountDelta(null, to), to).toBe(live.has(to) ? 1 : 0);
  });

  it('for every move between two statuses: down when a live order ends, up when an ended one lives again, else unchanged', () => {
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        const expected = live.has(from) && ended.has(to) ? -1 : ended.has(from) && live.has(to) ? 1 : 0;
        expect(orderCountDelta(from, to), `${from} -> ${to}`).toBe(expected);
      }
    }
  });

  it('when every status is either live or ended, then no status is left out', () => {
    expect(new Set([...live, ...ended])).toEqual(new Set(orderStatuses));
  });
});
