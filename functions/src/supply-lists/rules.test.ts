import { describe, expect, it } from 'vitest';
import type { ProductType } from '@ssb/contract';
import {
  changesOptionalMarks,
  effectivePriceCents,
  emptiesPublishedList,
  isOptionalItem,
  itemsWithout,
  priceAfterEdit,
  repricedTotalCents,
  unknownProducts,
  usageChanges,
  wronglyOptional,
} from './rules';

const prices: Record<string, number | null> = { pencils: 349, crayons: 299, planner: null, paper: 799 };
const priceOf = (id: string) => prices[id];

const draft = { published: false, totalPriceCents: null, items: [{ productId: 'pencils', quantity: 2 }], orderCount: 0 };
const published = { ...draft, published: true, totalPriceCents: 1500 };

describe('effectivePriceCents', () => {
  it('when a price is set, then it is the price; else the selection’s', () => {
    expect(effectivePriceCents({ totalPriceCents: 1200, items: draft.items }, priceOf)).toBe(1200);
    expect(effectivePriceCents({ totalPriceCents: 0, items: draft.items }, priceOf)).toBe(0);
    expect(effectivePriceCents({ totalPriceCents: null, items: draft.items }, priceOf)).toBe(698);
  });
});

describe('emptiesPublishedList', () => {
  it('when a published list would be left with no products, then it is refused', () => {
    expect(emptiesPublishedList(published, [])).toBe(true);
  });

  it('when a published list keeps a product, or a draft is emptied, then it is fine', () => {
    expect(emptiesPublishedList(published, [{ productId: 'crayons', quantity: 1 }])).toBe(false);
    expect(emptiesPublishedList(draft, [])).toBe(false);
  });
});

describe('priceAfterEdit', () => {
  it('when no price is sent, then the price is left alone, published or not', () => {
    expect(priceAfterEdit(draft, undefined, priceOf)).toBeUndefined();
    expect(priceAfterEdit(published, undefined, priceOf)).toBeUndefined();
  });

  it('when a draft gets a price, then it is stored', () => {
    expect(priceAfterEdit(draft, 2500, priceOf)).toBe(2500);
    expect(priceAfterEdit(draft, 0, priceOf)).toBe(0);
  });

  it('when a draft’s price is emptied, then it is calculated from its products now', () => {
    expect(priceAfterEdit({ ...draft, totalPriceCents: 9999 }, null, priceOf)).toBe(698);
  });

  it('when a published list gets another price, then the edit is refused', () => {
    expect(priceAfterEdit(published, 1600, priceOf)).toBe('locked');
    expect(priceAfterEdit(published, null, priceOf)).toBe('locked');
    expect(priceAfterEdit({ ...published, totalPriceCents: null }, 1500, priceOf)).toBe('locked');
  });

  it('when a published list is sent the price it already has, then nothing changes and nothing is refused', () => {
    expect(priceAfterEdit(published, 1500, priceOf)).toBeUndefined();
    expect(priceAfterEdit({ ...published, totalPriceCents: null }, 698, priceOf)).toBeUndefined();
    expect(priceAfterEdit({ ...published, totalPriceCents: null }, null, priceOf)).toBeUndefined();
  });
});

describe('usageChanges', () => {
  it('counts each added product +1 and each removed one -1; kept ones and new quantities move nothing', () => {
    const before = [
      { productId: 'a', quantity: 1 },
      { productId: 'b', quantity: 1 },
    ];
    const after = [
      { productId: 'b', quantity: 5 },
      { productId: 'c', quantity: 1 },
    ];
    expect(usageChanges(before, after)).toEqual(
      new Map([
        ['c', 1],
        ['a', -1],
      ]),
    );
    expect(usageChanges(before, before)).toEqual(new Map());
    expect(usageChanges([], after)).toEqual(
      new Map([
        ['b', 1],
        ['c', 1],
      ]),
    );
    expect(usageChanges(before, [])).toEqual(
      new Map([
        ['a', -1],
        ['b', -1],
      ]),
    );
  });
});

describe('itemsWithout', () => {
  it('removes the named products and ignores ids the list does not hold', () => {
    const items = [
      { productId: 'a', quantity: 1 },
      { productId: 'b', quantity: 2 },
    ];
    expect(itemsWithout(items, ['a', 'zzz'])).toEqual([{ productId: 'b', quantity: 2 }]);
    expect(itemsWithout(items, ['zzz'])).toEqual(items);
  });
});

describe('unknownProducts', () => {
  it('names the ids that are not products', () => {
    expect(
      unknownProducts(
        [
          { productId: 'pencils', quantity: 1 },
          { productId: 'nope', quantity: 1 },
        ],
        (id) => id in prices,
      ),
    ).toEqual(['nope']);
  });
});

describe('repricedTotalCents', () => {
  const items = [
    { productId: 'pencils', quantity: 2 },
    { productId: 'planner', quantity: 1 },
  ];

  it('when a draft stores a total that no longer matches its items, then it gets the new total', () => {
    expect(repricedTotalCents({ items, published: false, totalPriceCents: 500 }, priceOf)).toBe(698);
  });

  it('when a draft already stores the right total, then nothing changes', () => {
    expect(repricedTotalCents({ items, published: false, totalPriceCents: 698 }, priceOf)).toBeNull();
  });

  it('when a list is published, then its locked price stays, whatever its products cost', () => {
    expect(repricedTotalCents({ items, published: true, totalPriceCents: 500 }, priceOf)).toBeNull();
    expect(repricedTotalCents({ items, published: true, totalPriceCents: null }, priceOf)).toBeNull();
  });

  it('when a draft stores no total, then it is left to be priced when read', () => {
    expect(repricedTotalCents({ items, published: false, totalPriceCents: null }, priceOf)).toBeNull();
  });
});

describe('optional items', () => {
  const types: Record<string, ProductType> = { scissors: 'INDIVIDUAL', tissues: 'CLASSROOM', paper: 'SCHOOL_WIDE' };
  const typeOf = (id: string) => types[id];

  it('when an Individual product is marked optional, then a family may skip it; unmarked, it may not', () => {
    expect(isOptionalItem({ productId: 'scissors', quantity: 1, optional: true }, 'INDIVIDUAL')).toBe(true);
    expect(isOptionalItem({ productId: 'scissors', quantity: 1 }, 'INDIVIDUAL')).toBe(false);
  });

  it('when a marked product became a classroom or school-wide one, or was deleted, then it is not optional any more', () => {
    expect(isOptionalItem({ productId: 'tissues', quantity: 1, optional: true }, 'CLASSROOM')).toBe(false);
    expect(isOptionalItem({ productId: 'paper', quantity: 1, optional: true }, 'SCHOOL_WIDE')).toBe(false);
    expect(isOptionalItem({ productId: 'gone', quantity: 1, optional: true }, undefined)).toBe(false);
  });

  it('when a save marks a shared product optional, then that item is named; marking Individual ones, or none, passes', () => {
    expect(
      wronglyOptional(
        [
          { productId: 'scissors', quantity: 1, optional: true },
          { productId: 'paper', quantity: 1 },
          { productId: 'tissues', quantity: 2, optional: true },
        ],
        typeOf,
      ),
    ).toEqual({ productId: 'tissues', quantity: 2, optional: true });
    expect(wronglyOptional([{ productId: 'paper', quantity: 1, optional: true }], typeOf)?.productId).toBe('paper');
    expect(
      wronglyOptional(
        [
          { productId: 'scissors', quantity: 1, optional: true },
          { productId: 'tissues', quantity: 1 },
        ],
        typeOf,
      ),
    ).toBeUndefined();
  });
  describe('changesOptionalMarks', () => {
    const before = [
      { productId: 'scissors', quantity: 1, optional: true as const },
      { productId: 'ruler', quantity: 1 },
      { productId: 'tissues', quantity: 1, optional: true as const },
    ];
    const marks = { ...types, ruler: 'INDIVIDUAL' as const, glue: 'INDIVIDUAL' as const };
    const typeOfMarked = (id: string) => marks[id as keyof typeof marks];

    it('when the marks stay as they are, then nothing changes, whatever the quantities, items added unmarked or taken out', () => {
      expect(changesOptionalMarks(before, before, typeOfMarked)).toBe(false);
      expect(
        changesOptionalMarks(
          before,
          [
            { productId: 'scissors', quantity: 3, optional: true },
            { productId: 'glue', quantity: 1 },
          ],
          typeOfMarked,
        ),
      ).toBe(false);
    });

    it('when a kept item is marked or unmarked, or an item is added optional, then the marks change', () => {
      expect(changesOptionalMarks(before, [{ productId: 'ruler', quantity: 1, optional: true }], typeOfMarked)).toBe(true);
      expect(changesOptionalMarks(before, [{ productId: 'scissors', quantity: 1 }], typeOfMarked)).toBe(true);
      expect(changesOptionalMarks(before, [...before, { productId: 'glue', quantity: 1, optional: true }], typeOfMarked)).toBe(true);
    });

    it('when a mark counts for nothing (a classroom product’s), then dropping it changes nothing', () => {
      expect(changesOptionalMarks(before, [{ productId: 'tissues', quantity: 1 }], typeOfMarked)).toBe(false);
    });
  });
});
