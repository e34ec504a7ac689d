import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { PickTotalsMoves } from '@ssb/documents';
import { writePickTotals } from './pick-totals';

vi.mock('../lib/firebase', () => ({ db: () => ({ collection: (name: string) => fakeCollection(name) }) }));

/** References that say where they point: the writes are checked, not made. */
function fakeCollection(name: string): unknown {
  const ref = (id: string) => ({ path: `${name}/${id}`, withConverter: () => ref(id) });
  return { withConverter: () => ({ doc: ref }), doc: ref };
}

const box = (schoolId: string, supplyListId: string, quantity: number) => ({
  schoolId,
  supplyListId,
  snapshot: { listName: supplyListId, items: [{ productId: 'crayons', name: 'Crayons', description: '', priceCents: 100, quantity }] },
});

function written(moves: PickTotalsMoves) {
  const set = vi.fn();
  writePickTotals({ set } as unknown as Transaction, moves);
  return set.mock.calls.map(([ref, data, options]) => [(ref as { path: string }).path, data, options]);
}

describe('writePickTotals', () => {
  it('when two boxes of one checkout are paid, then their school gets one merge of their sum', () => {
    const moves = new PickTotalsMoves();
    moves.move(box('lincoln', 'k', 2), 'AWAITING_PAYMENT', 'PAYMENT_SUCCESS');
    moves.move(box('lincoln', 'g1', 3), 'AWAITING_PAYMENT', 'PAYMENT_SUCCESS');
    expect(written(moves)).toEqual([
      [
        'pickTotals/lincoln',
        {
          boxes: FieldValue.increment(2),
          products: { crayons: { name: 'Crayons', quantity: FieldValue.increment(5), boxes: FieldValue.increment(2) } },
          supplyLists: { k: { name: 'k', boxes: FieldValue.increment(1) }, g1: { name: 'g1', boxes: FieldValue.increment(1) } },
        },
        { merge: true },
      ],
    ]);
  });

  it('when orders move between box statuses or outside them, then nothing is written', () => {
    const moves = new PickTotalsMoves();
    moves.move(box('lincoln', 'k', 2), 'PAYMENT_SUCCESS', 'PREPARING');
    moves.move(box('lincoln', 'k', 2), 'AWAITING_PAYMENT', 'PAYMENT_FAILED');
    moves.move(box('lincoln', 'k', 2), null, 'AWAITING_PAYMENT');
    expect(written(moves)).toEqual([]);
  });

  it('when boxes of two schools leave, then each school is written apart', () => {
    const moves = new PickTotalsMoves();
    moves.move(box('lincoln', 'k', 2), 'PREPARING', 'COMPLETED');
    moves.move(box('maple', 'k', 1), 'PAYMENT_SUCCESS', 'CANCELLED');
    expect(written(moves).map(([path, data]) => [path, (data as { boxes: unknown }).boxes])).toEqual([
      ['pickTotals/lincoln', FieldValue.increment(-1)],
      ['pickTotals/maple', FieldValue.increment(-1)],
    ]);
  });
});
