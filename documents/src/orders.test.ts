import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { checkoutOfOrder, collections, storedBeforeCheckouts, type OrderDoc } from './index';
import { anOrder } from './test-orders';

/** An order as checkout stores it, awaiting payment on its session. */
const order: OrderDoc = anOrder({
  status: 'AWAITING_PAYMENT',
  snapshot: { ...anOrder().snapshot, totalCents: 598 },
  checkoutUrl: 'https://pay.example.com/cs_test_1',
  requestFingerprint: 'f1',
  paymentIntentId: null,
  checkoutId: 'ord-1',
  paidAt: null,
});

/** What Firestore hands the converter for `orders/{id}` holding `data`. */
const snapshotOf = (id: string, data: object) => ({ id, data: () => data, ref: { path: `orders/${id}` } }) as unknown as QueryDocumentSnapshot;

describe('the orders converter', () => {
  const { converter } = collections.orders;

  it('when an order was stored before every order had a checkout (no checkoutId, or null), then it reads as the box of a checkout named by its id', () => {
    const { checkoutId: _, ...before } = order;
    expect(converter.fromFirestore(snapshotOf('ord-old', before)).checkoutId).toBe('ord-old');
    expect(converter.fromFirestore(snapshotOf('ord-old', { ...before, checkoutId: null })).checkoutId).toBe('ord-old');
  });

  it('when an order names its checkout, then it reads as stored', () => {
    expect(converter.fromFirestore(snapshotOf('ord-2', { ...order, checkoutId: 'ord-1' })).checkoutId).toBe('ord-1');
  });

  it('when a writer leaves out the checkout, then the write is refused: every order is born from one', () => {
    const { checkoutId: _, ...without } = order;
    expect(() => converter.toFirestore(without as OrderDoc)).toThrow(/checkoutId/);
  });
});

describe('storedBeforeCheckouts', () => {
  it('when the stored order has no checkoutId or a null one, then it is from before; with one, it is not', () => {
    const { checkoutId: _, ...before } = order;
    expect(storedBeforeCheckouts(before)).toBe(true);
    expect(storedBeforeCheckouts({ ...before, checkoutId: null })).toBe(true);
    expect(storedBeforeCheckouts(order)).toBe(false);
  });
});

describe('checkoutOfOrder', () => {
  it('when an order of the spec’s checkouts is migrated, then its checkout is that one box, paid by its session, for its amount', () => {
    expect(checkoutOfOrder('ord-old', order)).toEqual({
      sessionId: 'cs_test_1',
      checkoutUrl: 'https://pay.example.com/cs_test_1',
      orderIds: ['ord-old'],
      amountCents: 598,
      currency: 'usd',
      requestFingerprint: 'f1',
      refunds: [],
      replacedSessionIds: [],
      money: null,
      gift: null,
      createdAt: order.createdAt,
    });
  });

  it('when an order recorded at the office is migrated, then its checkout has no session, and is a whole checkout document', () => {
    const office = { ...order, status: 'PAYMENT_SUCCESS' as const, checkoutSessionId: null, checkoutUrl: null, requestFingerprint: null };
    const checkout = checkoutOfOrder('ord-office', office);
    expect(checkout).toMatchObject({ sessionId: null, checkoutUrl: null, orderIds: ['ord-office'], amountCents: 598, requestFingerprint: null });
    expect(() => collections.checkouts.converter.toFirestore(checkout)).not.toThrow();
  });
});
