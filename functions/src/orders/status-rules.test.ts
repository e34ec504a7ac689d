import { describe, expect, it } from 'vitest';
import { orderStatuses, type OrderStatus } from '@ssb/contract';
import { checkoutEventEffect, foreignSessionReasons, outcomeOfStripeEvent, statusAfterPayment } from './status-rules';

describe('statusAfterPayment', () => {
  it('when a payment completes or fails, then an awaiting order becomes PAYMENT_SUCCESS or PAYMENT_FAILED', () => {
    expect(statusAfterPayment('AWAITING_PAYMENT', 'paid')).toBe('PAYMENT_SUCCESS');
    expect(statusAfterPayment('AWAITING_PAYMENT', 'failed')).toBe('PAYMENT_FAILED');
  });

  it('when the order no longer awaits payment, then no payment outcome moves it', () => {
    for (const status of orderStatuses.filter((s) => s !== 'AWAITING_PAYMENT')) {
      expect(statusAfterPayment(status, 'paid'), status).toBeNull();
      expect(statusAfterPayment(status, 'failed'), status).toBeNull();
    }
  });
});

describe('outcomeOfStripeEvent', () => {
  it('maps the checkout events to outcomes and ignores the rest', () => {
    expect(outcomeOfStripeEvent('checkout.session.completed', 'paid')).toBe('paid');
    expect(outcomeOfStripeEvent('checkout.session.async_payment_succeeded', 'paid')).toBe('paid');
    expect(outcomeOfStripeEvent('checkout.session.expired')).toBe('failed');
    expect(outcomeOfStripeEvent('checkout.session.async_payment_failed')).toBe('failed');
    expect(outcomeOfStripeEvent('customer.created')).toBeNull();
  });

  it('when the session was not paid with money, then it is not a payment', () => {
    for (const type of ['checkout.session.completed', 'checkout.session.async_payment_succeeded']) {
      for (const paymentStatus of ['unpaid', 'no_payment_required', undefined, null, 'PAID']) {
        expect(outcomeOfStripeEvent(type, paymentStatus), `${type} ${paymentStatus}`).toBeNull();
      }
    }
  });
});

describe('checkoutEventEffect', () => {
  const order = (status: OrderStatus) => ({ status, checkoutSessionId: 'cs_own', amountCents: 4000 });
  const own = { id: 'cs_own', amountTotal: 4000, currency: 'usd' };

  it('when the order’s own session is paid with its amount, then an awaiting order is paid', () => {
    expect(checkoutEventEffect(order('AWAITING_PAYMENT'), own, 'paid')).toEqual({ kind: 'move', to: 'PAYMENT_SUCCESS' });
  });

  it('when the order’s own session fails, then an awaiting order fails; an order further on stays', () => {
    expect(checkoutEventEffect(order('AWAITING_PAYMENT'), own, 'failed')).toEqual({ kind: 'move', to: 'PAYMENT_FAILED' });
    for (const status of orderStatuses.filter((s) => s !== 'AWAITING_PAYMENT')) expect(checkoutEventEffect(order(status), own, 'failed'), status).toEqual({ kind: 'none' });
  });

  it('when another session names the order, then nothing changes, paid or failed, whatever its amount', () => {
    for (const status of orderStatuses) {
      for (const outcome of ['paid', 'failed'] as const) {
        expect(checkoutEventEffect(order(status), { ...own, id: 'cs_other' }, outcome)).toEqual({ kind: 'foreign', reason: foreignSessionReasons.otherSession });
      }
    }
  });

  it('when the order has no session (recorded at the office), then no session pays it', () => {
    expect(checkoutEventEffect({ ...order('AWAITING_PAYMENT'), checkoutSessionId: null }, own, 'paid')).toMatchObject({ kind: 'foreign' });
  });

  it('when the own session shows another amount or currency, then it does not pay', () => {
    for (const session of [{ ...own, amountTotal: 50 }, { ...own, amountTotal: null }, { ...own, currency: 'eur' }, { ...own, currency: null }]) {
      expect(checkoutEventEffect(order('AWAITING_PAYMENT'), session, 'paid')).toEqual({ kind: 'foreign', reason: foreignSessionReasons.otherAmount });
    }
  });

  it('when the own session is paid after the order failed or was cancelled, then the payment is refunded', () => {
    expect(checkoutEventEffect(order('PAYMENT_FAILED'), own, 'paid')).toEqual({ kind: 'refund' });
    expect(checkoutEventEffect(order('CANCELLED'), own, 'paid')).toEqual({ kind: 'refund' });
  });

  it('when the order is paid already, then the payment event changes nothing', () => {
    for (const status of ['PAYMENT_SUCCESS', 'PREPARING', 'COMPLETED'] as const) expect(checkoutEventEffect(order(status), own, 'paid')).toEqual({ kind: 'none' });
  });
});
