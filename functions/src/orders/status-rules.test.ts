import { describe, expect, it } from 'vitest';
import { orderStatuses } from '@ssb/contract';
import { outcomeOfStripeEvent, statusAfterPayment } from './status-rules';

describe('statusAfterPayment', () => {
  it('when a payment completes, then an awaiting or failed order becomes PAYMENT_SUCCESS', () => {
    expect(statusAfterPayment('AWAITING_PAYMENT', 'paid')).toBe('PAYMENT_SUCCESS');
    expect(statusAfterPayment('PAYMENT_FAILED', 'paid')).toBe('PAYMENT_SUCCESS');
  });

  it('when a payment fails, then only an awaiting order becomes PAYMENT_FAILED', () => {
    expect(statusAfterPayment('AWAITING_PAYMENT', 'failed')).toBe('PAYMENT_FAILED');
    for (const status of orderStatuses.filter((s) => s !== 'AWAITING_PAYMENT')) {
      expect(statusAfterPayment(status, 'failed')).toBeNull();
    }
  });

  it('when an order is paid or further along, then no payment outcome moves it back', () => {
    for (const status of ['PAYMENT_SUCCESS', 'PREPARING', 'COMPLETED', 'CANCELLED'] as const) {
      expect(statusAfterPayment(status, 'paid')).toBeNull();
      expect(statusAfterPayment(status, 'failed')).toBeNull();
    }
  });
});

describe('outcomeOfStripeEvent', () => {
  it('maps the checkout events to outcomes and ignores the rest', () => {
    expect(outcomeOfStripeEvent('checkout.session.completed', 'paid')).toBe('paid');
    expect(outcomeOfStripeEvent('checkout.session.completed', 'unpaid')).toBeNull();
    expect(outcomeOfStripeEvent('checkout.session.async_payment_succeeded')).toBe('paid');
    expect(outcomeOfStripeEvent('checkout.session.expired')).toBe('failed');
    expect(outcomeOfStripeEvent('checkout.session.async_payment_failed')).toBe('failed');
    expect(outcomeOfStripeEvent('customer.created')).toBeNull();
  });
});
