import { describe, expect, it } from 'vitest';
import type { OrderDoc } from '@ssb/documents';
import { anOrder } from '../test/orders';
import { choiceRefunds, removalRefundCents } from './shares';

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
