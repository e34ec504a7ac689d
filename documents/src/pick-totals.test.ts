import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { orderStatuses, transition, type OrderEvent, type OrderStatus } from '@ssb/contract';
import { addBox, boxDelta, emptyPickTotals, pickTotalsDoc, pickTotalsWrite, type PickedBox, type PickTotals } from './pick-totals';

const item = (productId: string, name: string, quantity: number) => ({ productId, name, description: '', priceCents: 100, quantity });
const kindergarten: PickedBox = { supplyListId: 'k', snapshot: { listName: 'Kindergarten', items: [item('crayons', 'Crayons', 2), item('glue', 'Glue', 1)] } };
const grade1: PickedBox = { supplyListId: 'g1', snapshot: { listName: 'Grade 1', items: [item('crayons', 'Crayons', 3)] } };

/** A school's kept totals and its boxes' statuses, moved as the writers move them: by boxDelta, through the lifecycle. */
class School {
  readonly kept = emptyPickTotals();
  private readonly statuses = new Map<PickedBox, OrderStatus>();

  create(box: PickedBox, status: OrderStatus) {
    this.statuses.set(box, status);
    this.apply([[box, boxDelta(null, status)]]);
  }

  /** The events of one transaction: their moves are summed into one change, as a checkout's boxes are. */
  move(...events: [PickedBox, OrderEvent][]) {
    const moves = events.map(([box, event]): [PickedBox, -1 | 0 | 1] => {
      const from = this.statuses.get(box)!;
      const result = transition(from, event);
      if (result.kind !== 'move') return [box, 0];
      this.statuses.set(box, result.to);
      return [box, boxDelta(from, result.to)];
    });
    this.apply(moves);
  }

  private apply(moves: [PickedBox, -1 | 0 | 1][]) {
    const change = emptyPickTotals();
    for (const [box, delta] of moves) if (delta) addBox(change, box, delta);
    add(this.kept, change);
  }

  /** What counting the boxes now would give. */
  counted() {
    const totals = emptyPickTotals();
    for (const [box, status] of this.statuses) if (boxDelta(null, status) > 0) addBox(totals, box);
    return totals;
  }
}

/** Applies a change as the increments of `pickTotalsWrite` apply it: names from boxes coming in. */
function add(kept: PickTotals, change: PickTotals) {
  kept.boxes += change.boxes;
  for (const [id, c] of change.products) {
    const k = kept.products.get(id) ?? { name: null, quantity: 0, boxes: 0 };
    kept.products.set(id, { name: c.name ?? k.name, quantity: k.quantity + c.quantity, boxes: k.boxes + c.boxes });
  }
  for (const [id, c] of change.supplyLists) {
    const k = kept.supplyLists.get(id) ?? { name: null, boxes: 0 };
    kept.supplyLists.set(id, { name: c.name ?? k.name, boxes: k.boxes + c.boxes });
  }
}

/** Kept and counted agree once the entries no box holds any more are left out, as the pick list leaves them out. */
const holding = (totals: PickTotals) => {
  const doc = pickTotalsDoc(totals);
  return {
    boxes: doc.boxes,
    products: Object.fromEntries(Object.entries(doc.products).filter(([, p]) => p.boxes > 0)),
    supplyLists: Object.fromEntries(Object.entries(doc.supplyLists).filter(([, l]) => l.boxes > 0)),
  };
};

describe('boxDelta', () => {
  it('counts a box in when an order enters paid or preparing, out when it leaves them, and nothing between them', () => {
    const box = new Set<OrderStatus>(['PAYMENT_SUCCESS', 'PREPARING']);
    for (const to of orderStatuses) {
      expect(boxDelta(null, to), to).toBe(box.has(to) ? 1 : 0);
      for (const from of orderStatuses) expect(boxDelta(from, to), `${from} -> ${to}`).toBe(box.has(from) === box.has(to) ? 0 : box.has(to) ? 1 : -1);
    }
  });
});

describe('kept pick totals', () => {
  it('when a box is paid, then its products and list come in; between paid and preparing nothing moves', () => {
    const school = new School();
    school.create(kindergarten, 'AWAITING_PAYMENT');
    expect(holding(school.kept)).toEqual({ boxes: 0, products: {}, supplyLists: {} });
    school.move([kindergarten, { type: 'paid' }]);
    const paid = holding(school.kept);
    expect(paid).toEqual({
      boxes: 1,
      products: { crayons: { name: 'Crayons', quantity: 2, boxes: 1 }, glue: { name: 'Glue', quantity: 1, boxes: 1 } },
      supplyLists: { k: { name: 'Kindergarten', boxes: 1 } },
    });
    school.move([kindergarten, { type: 'bulkMove', to: 'PREPARING' }]);
    expect(holding(school.kept)).toEqual(paid);
  });

  it('when two boxes of one checkout are paid together, then they add up in one change', () => {
    const school = new School();
    school.create(kindergarten, 'AWAITING_PAYMENT');
    school.create(grade1, 'AWAITING_PAYMENT');
    school.move([kindergarten, { type: 'paid' }], [grade1, { type: 'paid' }]);
    expect(holding(school.kept)).toMatchObject({ boxes: 2, products: { crayons: { quantity: 5, boxes: 2 } } });
    expect(holding(school.kept)).toEqual(holding(school.counted()));
  });

  it('when a paid box is cancelled, refunded in full or handed over, then it leaves the totals; an undone hand-over brings it back', () => {
    const school = new School();
    const other: PickedBox = { ...kindergarten };
    const third: PickedBox = { ...grade1 };
    school.create(kindergarten, 'PAYMENT_SUCCESS');
    school.create(other, 'PREPARING');
    school.create(grade1, 'PAYMENT_SUCCESS');
    school.create(third, 'PAYMENT_SUCCESS');
    school.move([kindergarten, { type: 'cancel' }]);
    school.move([grade1, { type: 'refundedInFull' }]);
    expect(holding(school.kept)).toEqual(holding(school.counted()));
    expect(holding(school.kept)).toMatchObject({ boxes: 2, products: { crayons: { quantity: 5, boxes: 2 } } });
    school.move([other, { type: 'handOver' }]);
    expect(holding(school.kept)).toEqual({
      boxes: 1,
      products: { crayons: { name: 'Crayons', quantity: 3, boxes: 1 } },
      supplyLists: { g1: { name: 'Grade 1', boxes: 1 } },
    });
    school.move([other, { type: 'undoHandOver', handedOver: { from: 'PREPARING', today: true } }]);
    expect(holding(school.kept)).toEqual(holding(school.counted()));
    expect(holding(school.kept).boxes).toBe(2);
    school.move([third, { type: 'set', to: 'COMPLETED', refunded: false }], [other, { type: 'bulkMove', to: 'COMPLETED' }]);
    expect(holding(school.kept)).toEqual({ boxes: 0, products: {}, supplyLists: {} });
  });

  it('when an order is created paid (at the office), then it counts at once; created awaiting payment, not until paid', () => {
    const school = new School();
    school.create(kindergarten, 'PAYMENT_SUCCESS');
    school.create(grade1, 'AWAITING_PAYMENT');
    expect(holding(school.kept)).toEqual(holding(school.counted()));
    expect(school.kept.boxes).toBe(1);
  });

  it('when a product was renamed, then boxes coming in name it and boxes leaving leave its name', () => {
    const renamed: PickedBox = { supplyListId: 'k', snapshot: { listName: 'K', items: [item('crayons', 'Crayons (24)', 1)] } };
    const school = new School();
    school.create(kindergarten, 'PAYMENT_SUCCESS');
    school.create(renamed, 'PAYMENT_SUCCESS');
    school.move([kindergarten, { type: 'cancel' }]);
    expect(holding(school.kept).products.crayons).toEqual({ name: 'Crayons (24)', quantity: 1, boxes: 1 });
  });
});

describe('pickTotalsWrite', () => {
  it('writes each id as a key of its own, each number as an increment, a name only from boxes coming in', () => {
    const change = emptyPickTotals();
    addBox(change, { supplyListId: 'list.with.dots', snapshot: { listName: 'Grade 1', items: [item('a.b', 'Glue', 2)] } });
    addBox(change, kindergarten, -1);
    expect(pickTotalsWrite(change)).toEqual({
      products: {
        'a.b': { name: 'Glue', quantity: FieldValue.increment(2), boxes: FieldValue.increment(1) },
        crayons: { quantity: FieldValue.increment(-2), boxes: FieldValue.increment(-1) },
        glue: { quantity: FieldValue.increment(-1), boxes: FieldValue.increment(-1) },
      },
      supplyLists: { 'list.with.dots': { name: 'Grade 1', boxes: FieldValue.increment(1) }, k: { boxes: FieldValue.increment(-1) } },
    });
  });

  it('when the moves cancel out, then no number moves; when nothing moves, nothing is written (no empty map replaces a stored one)', () => {
    const change = emptyPickTotals();
    addBox(change, grade1, -1);
    addBox(change, { ...grade1 }, 1);
    expect(pickTotalsWrite(change)).toEqual({ products: { crayons: { name: 'Crayons' } }, supplyLists: { g1: { name: 'Grade 1' } } });
    expect(pickTotalsWrite(emptyPickTotals())).toBeNull();
  });
});

describe('the boxes sent otherwise than ordered', () => {
  const at = { seconds: 0, nanoseconds: 0 } as never;
  const substituted = {
    productId: 'glue',
    name: 'Glue',
    quantity: 1,
    change: 'substituted' as const,
    substitute: { productId: 'paste', name: 'Paste' },
    refundCents: null,
    at,
  };
  const removed = { productId: 'crayons', name: 'Crayons', quantity: 2, change: 'removed' as const, substitute: null, refundCents: 545, at };
  const changed = (itemChanges: PickedBox['itemChanges']): PickedBox => ({ ...kindergarten, itemChanges });

  it('counts each substitute and removal by its boxes and what they refunded, and takes them off with the box', () => {
    const totals = emptyPickTotals();
    addBox(totals, changed([substituted, removed]));
    addBox(totals, changed([removed]));
    expect(pickTotalsDoc(totals).itemChanges).toEqual({
      'glue~paste': { change: 'substituted', item: 'Glue', substitute: 'Paste', boxes: 1, refundedCents: 0 },
      'crayons~removed': { change: 'removed', item: 'Crayons', substitute: null, boxes: 2, refundedCents: 1090 },
    });
    addBox(totals, changed([removed]), -1);
    expect(totals.itemChanges.get('crayons~removed')).toMatchObject({ boxes: 1, refundedCents: 545 });
  });

  it('writes them as increments, named only by boxes coming in', () => {
    const leaving = emptyPickTotals();
    addBox(leaving, changed([removed]), -1);
    expect(pickTotalsWrite(leaving)!.itemChanges).toEqual({
      'crayons~removed': { boxes: FieldValue.increment(-1), refundedCents: FieldValue.increment(-545) },
    });
  });
});
