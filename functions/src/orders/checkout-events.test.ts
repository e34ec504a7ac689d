import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '@ssb/contract';
import { foreignSessionReason, foreignSessionReasons, orderEventOfStripeEvent } from './checkout-events';

const paid: OrderEvent = { type: 'paid' };
const failed: OrderEvent = { type: 'paymentFailed' };

describe('orderEventOfStripeEvent', () => {
  it('when a session is completed with money received, then the order is paid; expired or failed, its payment failed', () => {
    expect(orderEventOfStripeEvent('checkout.session.completed', 'paid')).toEqual(paid);
    expect(orderEventOfStripeEvent('checkout.session.async_payment_succeeded', 'paid')).toEqual(paid);
    expect(orderEventOfStripeEvent('checkout.session.expired')).toEqual(failed);
    expect(orderEventOfStripeEvent('checkout.session.async_payment_failed')).toEqual(failed);
    expect(orderEventOfStripeEvent('customer.created')).toBeNull();
  });

  it('when a session completes without money received, then nothing is paid', () => {
    for (const type of ['checkout.session.completed', 'checkout.session.async_payment_succeeded']) {
      for (const paymentStatus of ['unpaid', 'no_payment_required', undefined, null, 'PAID']) {
        expect(orderEventOfStripeEvent(type, paymentStatus), `${type} ${paymentStatus}`).toBeNull();
      }
    }
  });
});

describe('foreignSessionReason', () => {
  const order = { checkoutSessionId: 'cs_own', amountCents: 4000 };
  const own = { id: 'cs_own', amountTotal: 4000, currency: 'usd' };

  it('when the order’s own session is paid with its amount, or fails, then the event is the order’s', () => {
    expect(foreignSessionReason(order, own, paid)).toBeNull();
    expect(foreignSessionReason(order, own, failed)).toBeNull();
    expect(foreignSessionReason(order, { ...own, amountTotal: null }, failed)).toBeNull();
  });

  it('when another session names the order, then it is not the order’s, paid or failed', () => {
    for (const event of [paid, failed]) expect(foreignSessionReason(order, { ...own, id: 'cs_other' }, event)).toBe(foreignSessionReasons.otherSession);
  });

  it('when the order has no session (recorded at the office), then no session pays it', () => {
    expect(foreignSessionReason({ ...order, checkoutSessionId: null }, own, paid)).toBe(foreignSessionReasons.otherSession);
  });

  it('when the own session shows another amount or currency, then it does not pay', () => {
    for (const session of [
      { ...own, amountTotal: 50 },
      { ...own, amountTotal: null },
      { ...own, currency: 'eur' },
      { ...own, currency: null },
    ]) {
      expect(foreignSessionReason(order, session, paid)).toBe(foreignSessionReasons.otherAmount);
    }
  });
});
