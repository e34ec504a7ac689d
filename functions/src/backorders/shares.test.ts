import { describe, expect, it } from 'vitest';
import type { OrderDoc } from '@ssb/documents';
import { anOrder } from '../test/orders';
import { boxRefundParts } from '../orders/checkout-refunds';
import { choiceRefunds, removalRefundCents, removalShare } from './shares';

// What removing an item of a box on backorder refunds: its share of the list's price, as a
// skipped item takes off, never more than is left of what the box paid.

const snapshot = anOrder().snapshot;
/** Crayons 2.99 × 2 and glue 1.50, a catalogue sum of 7.48, on a list priced `listCents`. */
const box = (listCents: number, changes: Partial<OrderDoc> = {}) =>
  anOrder({
    snapshot: { ...snapshot, totalCents: listCents },
    money: { subtotalCents: listCents, skippedCents: 0, discountCents: 0, shippingCents: 0, taxCents: 0 },
    ...changes,
  });

describe('the refund of a removed item', () => {
  it('is price × quantity × list price ÷ catalogue sum, rounded down', () => {
    // 598 × 700 ÷ 748 = 559.62…
    expect(removalRefundCents(box(700), 'crayons', 0)).toBe(559);
    // A list priced at its catalogue sum refunds price × quantity exactly.
    expect(removalRefundCents(box(748), 'glue', 0)).toBe(150);
  });

  it('counts what the family already had and what was removed before in the catalogue sum', () => {
    const skipped = { productId: 'scissors', name: 'Scissors', description: '', priceCents: 252, quantity: 1 };
    const order = box(1000, { snapshot: { ...snapshot, skippedItems: [skipped], totalCents: 748 } });
    // 150 × 1000 ÷ (748 + 252)
    expect(removalRefundCents(order, 'glue', 0)).toBe(150);
    const removed = box(1000, {
      snapshot: { ...snapshot, items: snapshot.items.filter((item) => item.productId !== 'crayons') },
      itemChanges: [
        { productId: 'crayons', name: 'Crayons', quantity: 2, change: 'removed', substitute: null, refundCents: 799, priceCents: 299, at: anOrder().createdAt },
      ],
    });
    // 150 × 1000 ÷ 748, the removed crayons still in the sum
    expect(removalRefundCents(removed, 'glue', 799)).toBe(200);
  });

  it('never refunds more than is left of the box, nor anything for an item it does not hold', () => {
    expect(removalRefundCents(box(700), 'crayons', 600)).toBe(100);
    expect(removalRefundCents(box(700), 'pencils', 0)).toBe(0);
  });

  it('offers the substitute only when there is one, and cancelling refunds all that is left', () => {
    expect(choiceRefunds(box(748), 'glue', 100, false)).toEqual([
      { choice: 'wait', refundCents: 0 },
      { choice: 'remove', refundCents: 150 },
      { choice: 'cancel', refundCents: 648 },
    ]);
    expect(choiceRefunds(box(748), 'glue', 0, true).map((option) => option.choice)).toEqual(['wait', 'substitute', 'remove', 'cancel']);
  });
});

describe('the refund of a removed item whose box kept its lines', () => {
  // The checkout's lines: crayons 545 of the items, 55 of the discount, 31 of tax; glue 455, 45, 26.
  const lines = [
    { productId: 'crayons', amountCents: 545, discountCents: 55, taxCents: 31 },
    { productId: 'glue', amountCents: 455, discountCents: 45, taxCents: 26 },
  ];
  const taxed = (changes: Partial<OrderDoc> = {}) =>
    anOrder({
      snapshot: { ...snapshot, totalCents: 1000 },
      money: { subtotalCents: 1000, skippedCents: 0, discountCents: 100, shippingCents: 0, taxCents: 57, lines },
      ...changes,
    });

  it('is all its line paid: its items less its discount, plus its tax, by part', () => {
    expect(removalShare(taxed(), 'crayons', 0)).toEqual({ amountCents: 521, parts: { itemsCents: 545, discountCents: 55, shippingCents: 0, taxCents: 31 } });
  });

  it('is the line of the item a substitute replaced, for the substitute', () => {
    const at = anOrder().createdAt;
    const order = taxed({
      snapshot: { ...snapshot, totalCents: 1000, items: snapshot.items.map((item) => (item.productId === 'glue' ? { ...item, productId: 'paste' } : item)) },
      itemChanges: [
        { productId: 'glue', name: 'Glue', quantity: 1, change: 'substituted', substitute: { productId: 'paste', name: 'Paste' }, refundCents: null, at },
      ],
    });
    expect(removalShare(order, 'paste', 0).amountCents).toBe(436);
  });

  it('never more than is left of the box, its parts then in proportion and coming to it', () => {
    const { amountCents, parts } = removalShare(taxed(), 'crayons', 757);
    expect(amountCents).toBe(200);
    expect(parts.itemsCents - parts.discountCents + parts.shippingCents + parts.taxCents).toBe(200);
  });
});

describe('what a box’s refunds gave back by part', () => {
  const at = anOrder().createdAt;
  const parts = { itemsCents: 545, discountCents: 55, shippingCents: 0, taxCents: 31 };
  const order = anOrder({
    money: { subtotalCents: 1000, skippedCents: 0, discountCents: 100, shippingCents: 900, taxCents: 57 },
    itemChanges: [{ productId: 'crayons', name: 'Crayons', quantity: 2, change: 'removed', substitute: null, refundCents: 521, priceCents: 299, parts, at }],
  });

  it('names the removals’ parts, and all the box paid is every part', () => {
    expect(boxRefundParts(order, 521)).toEqual(parts);
    expect(boxRefundParts(order, 1857)).toEqual({ itemsCents: 1000, discountCents: 100, shippingCents: 900, taxCents: 57 });
  });

  it('shares the rest over what is left of what it paid', () => {
    const { itemsCents, discountCents, shippingCents, taxCents } = boxRefundParts(order, 1000);
    expect(itemsCents - discountCents + shippingCents + taxCents).toBe(1000);
    expect(itemsCents).toBeGreaterThanOrEqual(545);
  });
});
