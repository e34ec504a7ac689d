import { orderStatuses } from '@ssb/contract';
import { describe, expect, it } from 'vitest';
import { ORDER_POLL_INTERVAL_MS, pollWhileAwaitingPayment, shouldPoll } from './order-polling';

describe('shouldPoll', () => {
  it('polls every 5 seconds', () => {
    expect(ORDER_POLL_INTERVAL_MS).toBe(5000);
  });

  it('polls while any order awaits payment', () => {
    expect(shouldPoll([{ status: 'COMPLETED' }, { status: 'AWAITING_PAYMENT' }])).toBe(true);
  });

  it.each(orderStatuses.filter((status) => status !== 'AWAITING_PAYMENT'))('stops when every order is %s', (status) => {
    expect(shouldPoll([{ status }, { status: 'PAYMENT_FAILED' }])).toBe(false);
  });

  it('does not poll without orders', () => {
    expect(shouldPoll([])).toBe(false);
    expect(shouldPoll(undefined)).toBe(false);
  });
});

describe('pollWhileAwaitingPayment', () => {
  it('refetches a query of orders every 5 s while one awaits payment, and not otherwise', () => {
    expect(pollWhileAwaitingPayment({ state: { data: [{ status: 'AWAITING_PAYMENT' }] } })).toBe(ORDER_POLL_INTERVAL_MS);
    expect(pollWhileAwaitingPayment({ state: { data: [{ status: 'PAYMENT_SUCCESS' }] } })).toBe(false);
    expect(pollWhileAwaitingPayment({ state: {} })).toBe(false);
  });
});
