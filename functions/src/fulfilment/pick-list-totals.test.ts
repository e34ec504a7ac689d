import { describe, expect, it } from 'vitest';
import { addBox, emptyPickTotals, pickTotalsDoc } from '@ssb/documents';
import { pickListByTeacher, pickListOf } from './pick-list-totals';

const item = (productId: string, name: string, quantity: number) => ({ productId, name, description: '', priceCents: 100, quantity });

describe('pick list totals', () => {
  it('when boxes of two lists share a product, then its quantity is their sum and it goes into each box', () => {
    const totals = emptyPickTotals();
    addBox(totals, { supplyListId: 'k', snapshot: { listName: 'Kindergarten', items: [item('crayons', 'Crayons', 2), item('glue', 'Glue', 1)] } });
    addBox(totals, { supplyListId: 'k', snapshot: { listName: 'Kindergarten', items: [item('crayons', 'Crayons', 2)] } });
    addBox(totals, { supplyListId: 'g1', snapshot: { listName: 'Grade 1', items: [item('crayons', 'Crayons', 3)] } });
    const list = pickListOf({ id: 's', name: 'Lincoln' }, pickTotalsDoc(totals), new Map([['crayons', 'INDIVIDUAL']]));
    expect(list).toEqual({
      school: { id: 's', name: 'Lincoln' },
      boxes: 3,
      products: [
        { productId: 'crayons', name: 'Crayons', productType: 'INDIVIDUAL', quantity: 7, boxes: 3 },
        { productId: 'glue', name: 'Glue', productType: null, quantity: 1, boxes: 1 },
      ],
      supplyLists: [
        { supplyListId: 'g1', name: 'Grade 1', boxes: 1 },
        { supplyListId: 'k', name: 'Kindergarten', boxes: 2 },
      ],
      itemChanges: [],
    });
  });

  it('when a product was renamed after some orders, then it stays one line with the first name read', () => {
    const totals = emptyPickTotals();
    addBox(totals, { supplyListId: 'k', snapshot: { listName: 'K', items: [item('p', 'Pencils (12)', 1)] } });
    addBox(totals, { supplyListId: 'k', snapshot: { listName: 'K', items: [item('p', 'Pencils', 1)] } });
    expect(pickListOf({ id: 's', name: 'S' }, pickTotalsDoc(totals), new Map()).products).toEqual([
      { productId: 'p', name: 'Pencils (12)', productType: null, quantity: 2, boxes: 2 },
    ]);
  });

  it('when a family already had an item, then only what went into the box is picked', () => {
    const totals = emptyPickTotals();
    const snapshot = { listName: 'K', items: [item('p', 'Pencils', 2)], skippedItems: [item('s', 'Scissors', 1)] };
    addBox(totals, { supplyListId: 'k', snapshot });
    expect(pickListOf({ id: 's', name: 'S' }, pickTotalsDoc(totals), new Map()).products.map((p) => p.productId)).toEqual(['p']);
  });

  it('when the last box of a product or list has left, then neither is listed', () => {
    const totals = emptyPickTotals();
    const box = { supplyListId: 'k', snapshot: { listName: 'K', items: [item('p', 'Pencils', 2)] } };
    addBox(totals, box);
    addBox(totals, { supplyListId: 'g1', snapshot: { listName: 'Grade 1', items: [item('g', 'Glue', 1)] } });
    addBox(totals, box, -1);
    const list = pickListOf({ id: 's', name: 'S' }, pickTotalsDoc(totals), new Map());
    expect(list).toMatchObject({ boxes: 1, products: [{ productId: 'g', quantity: 1, boxes: 1 }], supplyLists: [{ supplyListId: 'g1', boxes: 1 }] });
  });

  it('when nothing is paid, then the list is empty', () => {
    expect(pickListOf({ id: 's', name: 'S' }, pickTotalsDoc(emptyPickTotals()), new Map())).toEqual({
      school: { id: 's', name: 'S' },
      boxes: 0,
      products: [],
      supplyLists: [],
      itemChanges: [],
    });
  });

  it('when boxes were sent otherwise than ordered, then each substitute and removal is listed with its boxes, and a removal with what it refunded', () => {
    const totals = pickTotalsDoc(emptyPickTotals());
    totals.itemChanges = {
      'glue~paste': { change: 'substituted', item: 'Glue', substitute: 'Paste', boxes: 2, refundedCents: 0 },
      'crayons~removed': { change: 'removed', item: 'Crayons', substitute: null, boxes: 2, refundedCents: 1090 },
      'gone~removed': { change: 'removed', item: 'Gone', substitute: null, boxes: 0, refundedCents: 0 },
    };
    expect(pickListOf({ id: 's', name: 'S' }, totals, new Map()).itemChanges).toEqual([
      { change: 'removed', item: 'Crayons', substitute: null, boxes: 2, refunded: 10.9 },
      { change: 'substituted', item: 'Glue', substitute: 'Paste', boxes: 2, refunded: null },
    ]);
  });
});

describe('pick list by teacher', () => {
  const full = { listName: 'K', items: [item('crayons', 'Crayons', 2), item('glue', 'Glue', 1)] };
  const box = (teacherName: string | undefined, snapshot = full) => ({ supplyListId: 'k', teacherName, snapshot });

  it('when boxes have two teachers and none, then each teacher’s products are theirs, Not known yet last, and the groups add up to the totals', () => {
    const boxes = [box(undefined), box('Ms. Ortiz'), box('mr. adams'), box('Ms. Ortiz', { listName: 'K', items: [item('crayons', 'Crayons', 2)] })];
    const groups = pickListByTeacher(boxes, new Map([['crayons', 'INDIVIDUAL']]));
    expect(groups).toEqual([
      {
        teacherName: 'mr. adams',
        boxes: 1,
        products: [
          { productId: 'crayons', name: 'Crayons', productType: 'INDIVIDUAL', quantity: 2, boxes: 1 },
          { productId: 'glue', name: 'Glue', productType: null, quantity: 1, boxes: 1 },
        ],
      },
      {
        teacherName: 'Ms. Ortiz',
        boxes: 2,
        products: [
          { productId: 'crayons', name: 'Crayons', productType: 'INDIVIDUAL', quantity: 4, boxes: 2 },
          { productId: 'glue', name: 'Glue', productType: null, quantity: 1, boxes: 1 },
        ],
      },
      {
        teacherName: null,
        boxes: 1,
        products: [
          { productId: 'crayons', name: 'Crayons', productType: 'INDIVIDUAL', quantity: 2, boxes: 1 },
          { productId: 'glue', name: 'Glue', productType: null, quantity: 1, boxes: 1 },
        ],
      },
    ]);
    const totals = emptyPickTotals();
    for (const b of boxes) addBox(totals, b);
    const all = pickListOf({ id: 's', name: 'S' }, pickTotalsDoc(totals), new Map([['crayons', 'INDIVIDUAL']])).products;
    for (const product of all) {
      expect(groups.reduce((n, g) => n + (g.products.find((p) => p.productId === product.productId)?.quantity ?? 0), 0)).toBe(product.quantity);
    }
  });

  it('when there are no boxes, then there are no teachers', () => {
    expect(pickListByTeacher([], new Map())).toEqual([]);
  });
});
