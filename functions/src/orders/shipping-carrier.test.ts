import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { emptyAddress } from '@ssb/contract';
import { paidCentsOf, type BoxMoneyDoc } from '@ssb/documents';
import { anOrder } from '../test/orders';
import { withShippingMoved, type CheckoutBox } from './shipping-carrier';

const money = (changes: Partial<BoxMoneyDoc> = {}): BoxMoneyDoc => ({
  subtotalCents: 748,
  skippedCents: 0,
  discountCents: 0,
  shippingCents: 0,
  taxCents: 47,
  shippingTaxCents: 0,
  ...changes,
});
const home = { toSchool: false, ...emptyAddress, line1: '19 Elm Street', city: 'Chatham', state: 'IL', zipCode: '62629' };
const carrier: CheckoutBox = { orderId: 'a', order: anOrder({ delivery: home, money: money({ shippingCents: 900, taxCents: 103, shippingTaxCents: 56 }) }) };
const homeBox = (orderId: string, changes: Parameters<typeof anOrder>[0] = {}): CheckoutBox => ({
  orderId,
  order: anOrder({ delivery: home, money: money(), ...changes }),
});

describe('withShippingMoved', () => {
  it('when the box carrying the shipping is cancelled while another goes home, then the shipping and its tax move to that box, the checkout paying the same', () => {
    const boxes = [carrier, homeBox('b')];
    const moved = withShippingMoved('a', boxes);
    expect(moved.get('a')!.money).toMatchObject({ shippingCents: 0, shippingTaxCents: 0, taxCents: 47 });
    expect(moved.get('b')!.money).toMatchObject({ shippingCents: 900, shippingTaxCents: 56, taxCents: 103 });
    const total = (orders: { order: typeof carrier.order }[]) => orders.reduce((sum, { order }) => sum + paidCentsOf(order), 0);
    expect(total([...moved.values()].map((order) => ({ order })))).toBe(total(boxes));
  });

  it('when no other box still goes home (to school, cancelled, refunded in full), then nothing moves: the shipping goes back with the box', () => {
    const toSchool = homeBox('b', { delivery: { toSchool: true, ...emptyAddress } });
    const cancelled = homeBox('c', { status: 'CANCELLED' });
    const refunded = homeBox('d', { refunded: { amountCents: 795, at: Timestamp.now() } });
    expect(withShippingMoved('a', [carrier, toSchool, cancelled, refunded]).size).toBe(0);
  });

  it('when the cancelled box carries no shipping, then nothing moves', () => {
    expect(withShippingMoved('b', [carrier, homeBox('b')]).size).toBe(0);
  });

  it('when the box awaits payment or was delivered already, then it still takes the shipping over', () => {
    for (const status of ['AWAITING_PAYMENT', 'COMPLETED'] as const) {
      expect(withShippingMoved('a', [carrier, homeBox('b', { status })]).get('b')?.money?.shippingCents, status).toBe(900);
    }
  });
});
