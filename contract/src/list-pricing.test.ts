import { describe, expect, it } from 'vitest';
import { priceAfterProductSave, selectionPriceCents } from './list-pricing';

const prices: Record<string, number | null> = { pencils: 349, crayons: 299, planner: null, paper: 799 };
const priceOf = (id: string) => prices[id];

describe('selectionPriceCents', () => {
  it('when products have prices, then it is price × quantity summed in cents', () => {
    expect(
      selectionPriceCents(
        [
          { productId: 'pencils', quantity: 2 },
          { productId: 'crayons', quantity: 3 },
        ],
        priceOf,
      ),
    ).toBe(349 * 2 + 299 * 3);
  });

  it('when a product has no price or is unknown, then it counts 0', () => {
    expect(
      selectionPriceCents(
        [
          { productId: 'planner', quantity: 4 },
          { productId: 'gone', quantity: 1 },
          { productId: 'paper', quantity: 1 },
        ],
        priceOf,
      ),
    ).toBe(799);
  });

  it('when the selection is empty, then it is 0', () => {
    expect(selectionPriceCents([], priceOf)).toBe(0);
  });

  it('stays an integer for any quantities (no floating-point dollars)', () => {
    for (let quantity = 1; quantity <= 999; quantity += 37) {
      expect(Number.isInteger(selectionPriceCents([{ productId: 'crayons', quantity }], priceOf))).toBe(true);
    }
  });
});

describe('priceAfterProductSave', () => {
  const next = [
    { productId: 'crayons', quantity: 1 },
    { productId: 'paper', quantity: 2 },
  ];

  it('when a draft’s products are saved, then its price is recalculated from the new selection, whatever it sold for', () => {
    expect(priceAfterProductSave({ published: false }, 5000, next, priceOf)).toBe(299 + 799 * 2);
    expect(priceAfterProductSave({ published: false }, 5000, [], priceOf)).toBe(0);
  });

  it('when a published list’s products are saved, then its price does not move', () => {
    expect(priceAfterProductSave({ published: true }, 1500, next, priceOf)).toBe(1500);
    expect(priceAfterProductSave({ published: true }, 1500, [], priceOf)).toBe(1500);
  });
});
