import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { orderStatuses, transition, type OrderEvent, type OrderStatus } from '@ssb/contract';
import { demandDelta, demandDocs, DemandMoves, demandWrite, type DemandBox } from './demand';

const item = (productId: string, quantity: number) => ({ productId, name: productId, description: '', priceCents: 100, quantity });
const boxA: DemandBox = { schoolId: 'a', snapshot: { items: [item('crayons', 2), item('glue', 1)] } };
const boxB: DemandBox = { schoolId: 'b', snapshot: { items: [item('crayons', 3)] } };

const events: OrderEvent[] = [
  { type: 'paid' },
  { type: 'paymentFailed' },
  { type: 'cancel' },
  { type: 'refundedInFull' },
  { type: 'handOver' },
  { type: 'bulkMove', to: 'PREPARING' },
  { type: 'bulkMove', to: 'COMPLETED' },
  ...orderStatuses.map((to): OrderEvent => ({ type: 'set', to, refunded: false })),
];

describe('demandDelta', () => {
  it('counts a box while it is paid and not yet packed, and only then', () => {
    expect(orderStatuses.filter((status) => demandDelta(null, status) === 1)).toEqual(['PAYMENT_SUCCESS']);
    expect(demandDelta('PAYMENT_SUCCESS', 'PREPARING')).toBe(-1);
    expect(demandDelta('PREPARING', 'PAYMENT_SUCCESS')).toBe(1);
    expect(demandDelta('PAYMENT_SUCCESS', 'CANCELLED')).toBe(-1);
    expect(demandDelta('AWAITING_PAYMENT', 'PAYMENT_SUCCESS')).toBe(1);
    expect(demandDelta('PREPARING', 'COMPLETED')).toBe(0);
  });

  it('kept through every event of the lifecycle, in any order, equals counting the boxes again', () => {
    for (const start of orderStatuses) {
      for (const first of events) {
        for (const second of events) {
          const kept = new DemandMoves();
          kept.move(boxA, null, start);
          let status: OrderStatus = start;
          for (const event of [first, second]) {
            const result = transition(status, event);
            if (result.kind !== 'move') continue;
            kept.move(boxA, status, result.to);
            status = result.to;
          }
          const counted = new DemandMoves();
          counted.move(boxA, null, status);
          const units = (moves: DemandMoves) => Object.fromEntries([...moves.shop()].filter(([, n]) => n !== 0));
          expect(units(kept), `${start} ${first.type} ${second.type}`).toEqual(units(counted));
        }
      }
    }
  });
});

describe('DemandMoves', () => {
  it('sums a transaction’s moves per school and for the shop, one key per product', () => {
    const moves = new DemandMoves();
    moves.move(boxA, 'AWAITING_PAYMENT', 'PAYMENT_SUCCESS');
    moves.move(boxB, null, 'PAYMENT_SUCCESS');
    moves.add('a', [{ productId: 'glue', quantity: 1 }], -1);
    moves.add('a', [{ productId: 'tape', quantity: 1 }], 1);
    expect(moves.bySchool.get('a')).toEqual(
      new Map([
        ['crayons', 2],
        ['glue', 0],
        ['tape', 1],
      ]),
    );
    expect(moves.shop()).toEqual(
      new Map([
        ['crayons', 5],
        ['glue', 0],
        ['tape', 1],
      ]),
    );
    expect(demandWrite(moves.shop())).toEqual({ products: { crayons: FieldValue.increment(5), tape: FieldValue.increment(1) } });
    expect(demandWrite(new Map([['glue', 0]]))).toBeNull();
    expect(Object.fromEntries(demandDocs(moves))).toEqual({
      shop: { products: { crayons: 5, glue: 0, tape: 1 } },
      school_a: { products: { crayons: 2, glue: 0, tape: 1 } },
      school_b: { products: { crayons: 3 } },
    });
  });
});
