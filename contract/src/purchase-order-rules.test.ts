import { describe, expect, it } from 'vitest';
import { applyReceipt, mayMovePurchaseOrder, mayReceive, PURCHASE_ORDER_STATUSES, roundUpToPacks, unreceived } from './purchase-order-rules';

describe('purchase order status moves', () => {
  it('orders only a draft, cancels a draft or an order with goods to come, and never a received or cancelled one', () => {
    const allowed = PURCHASE_ORDER_STATUSES.flatMap((from) =>
      (['ORDERED', 'CANCELLED'] as const).filter((to) => mayMovePurchaseOrder(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['DRAFT→ORDERED', 'DRAFT→CANCELLED', 'ORDERED→CANCELLED', 'PARTIAL→CANCELLED']);
  });

  it('receives only against an ordered or partly received order', () => {
    expect(PURCHASE_ORDER_STATUSES.filter(mayReceive)).toEqual(['ORDERED', 'PARTIAL']);
  });
});

describe('roundUpToPacks', () => {
  it('when a shortfall is not whole packs, then it buys the next whole pack', () => {
    expect(roundUpToPacks(13, 12)).toBe(24);
    expect(roundUpToPacks(12, 12)).toBe(12);
    expect(roundUpToPacks(1, 12)).toBe(12);
  });

  it('when a product has no pack size, then it buys the shortfall one by one', () => {
    expect(roundUpToPacks(7, undefined)).toBe(7);
    expect(roundUpToPacks(7, 1)).toBe(7);
  });
});

describe('applyReceipt', () => {
  const lines = [
    { productId: 'a', quantity: 10, received: 0 },
    { productId: 'b', quantity: 5, received: 2 },
  ];

  it('when some lines are still short, then the order is PARTIAL', () => {
    const result = applyReceipt(lines, [{ productId: 'a', quantity: 4 }]);
    expect(result).toEqual({ lines: [{ ...lines[0], received: 4 }, lines[1]], status: 'PARTIAL' });
  });

  it('when every line is whole, then the order is RECEIVED', () => {
    const result = applyReceipt(lines, [
      { productId: 'a', quantity: 10 },
      { productId: 'b', quantity: 3 },
    ]);
    expect(result).toMatchObject({ status: 'RECEIVED' });
  });

  it('when a receipt is more than is still to come, then it names the product and what remains', () => {
    expect(applyReceipt(lines, [{ productId: 'b', quantity: 4 }])).toEqual({ problem: { kind: 'tooMany', productId: 'b', remaining: 3, quantity: 4 } });
  });

  it('when a receipt names a product the order does not hold, then it is refused', () => {
    expect(applyReceipt(lines, [{ productId: 'z', quantity: 1 }])).toEqual({ problem: { kind: 'notOnOrder', productId: 'z' } });
  });

  it('leaves the lines it was given as they were', () => {
    applyReceipt(lines, [{ productId: 'a', quantity: 1 }]);
    expect(lines[0]!.received).toBe(0);
  });

  it('counts what is still to come of a line', () => {
    expect(unreceived({ productId: 'b', quantity: 5, received: 2 })).toBe(3);
  });
});
