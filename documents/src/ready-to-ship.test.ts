import { describe, expect, it } from 'vitest';
import { isReadyToShip, ReadyToShipMoves, type ReadyToShipBox } from './ready-to-ship';

const box = (changes: Partial<ReadyToShipBox> = {}): ReadyToShipBox => ({
  schoolId: 'lincoln',
  status: 'PREPARING',
  handedOver: null,
  delivery: { toSchool: true },
  shipmentId: null,
  ...changes,
});

describe('isReadyToShip', () => {
  it('is a packed box to the school, not handed over and in no shipment', () => {
    expect(isReadyToShip(box())).toBe(true);
    expect(isReadyToShip(box({ status: 'COMPLETED' }))).toBe(true);
    expect(isReadyToShip(box({ shipmentId: undefined })), 'stored before shipments').toBe(true);
    expect(isReadyToShip(box({ status: 'PAYMENT_SUCCESS' }))).toBe(false);
    expect(isReadyToShip(box({ status: 'CANCELLED' }))).toBe(false);
    expect(isReadyToShip(box({ delivery: { toSchool: false } }))).toBe(false);
    expect(isReadyToShip(box({ handedOver: { at: 1 } }))).toBe(false);
    expect(isReadyToShip(box({ shipmentId: 'sh1' }))).toBe(false);
  });
});

describe('ReadyToShipMoves', () => {
  it('counts a box that starts or stops being ready, school by school, and nothing else', () => {
    const moves = new ReadyToShipMoves();
    moves.move(box({ status: 'PAYMENT_SUCCESS' }), box()); // packed: +1
    moves.move(box({ status: 'PAYMENT_SUCCESS' }), box({ schoolId: 'adams' })); // packed: +1
    moves.move(box(), box({ status: 'COMPLETED' })); // still packed: 0
    moves.move(box({ schoolId: 'adams' }), box({ schoolId: 'adams', handedOver: { at: 1 } })); // handed over: -1
    moves.move(box({ delivery: { toSchool: false } }), box({ delivery: { toSchool: false }, status: 'COMPLETED' })); // home: 0
    moves.move(null, box({ status: 'AWAITING_PAYMENT' })); // created unpaid: 0
    expect(moves.changes()).toEqual([['lincoln', 1]]);
  });

  it('takes a shipment’s boxes, a cancelled one and an unpacked one away; an undone hand-over puts it back', () => {
    const moves = new ReadyToShipMoves();
    moves.move(box(), box({ shipmentId: 'sh1' }));
    moves.move(box(), box({ status: 'CANCELLED' }));
    moves.move(box(), box({ status: 'PAYMENT_SUCCESS' }));
    moves.move(box({ status: 'COMPLETED', handedOver: { at: 1 } }), box({ status: 'COMPLETED' }));
    expect(moves.changes()).toEqual([['lincoln', -2]]);
    moves.move(box({ shipmentId: 'sh1' }), box({ shipmentId: 'sh1', status: 'CANCELLED' }));
    expect(moves.changes(), 'a shipped box moving is no longer counted').toEqual([['lincoln', -2]]);
  });
});
