import { describe, expect, it } from 'vitest';
import { matching, productMappingsOf, selectionOf, selectionTotal, toggled, validQuantity, withQuantity } from './selection';
import { aList, crayons, pencils, planner, products } from '../testing/fixtures';

describe('validQuantity (spec §5: a whole number of at least 1, else 1)', () => {
  it('keeps whole numbers of at least 1', () => {
    expect(validQuantity(1)).toBe(1);
    expect(validQuantity(12)).toBe(12);
    expect(validQuantity('3')).toBe(3);
  });

  it('falls back to 1 for anything else', () => {
    for (const value of ['', 0, -2, 1.5, 'abc', Number.NaN]) expect(validQuantity(value), String(value)).toBe(1);
  });
});

describe('a selection', () => {
  it('starts from the list’s saved products, toggles products (new ones at quantity 1) and takes quantities', () => {
    let selection = selectionOf(aList());
    expect([...selection]).toEqual([[pencils.id, 2]]);
    selection = toggled(selection, crayons.id);
    expect(selection.get(crayons.id)).toBe(1);
    selection = withQuantity(selection, crayons.id, '');
    selection = toggled(selection, pencils.id);
    expect(productMappingsOf(selection)).toEqual([{ productId: crayons.id, quantity: 1 }]);
  });

  it('prices as the server does: in cents, a product without a price counting 0', () => {
    const selection = new Map<string, number | string>([[pencils.id, 3], [crayons.id, 1], [planner.id, 4]]);
    expect(selectionTotal(selection, products)).toBe(13.46);
    expect(selectionTotal(new Map([[crayons.id, 0.5]]), products)).toBe(2.99);
  });
});

describe('matching', () => {
  it('finds products by any part of the name, in any case', () => {
    expect(matching(products, 'PEN').map((p) => p.id)).toEqual([pencils.id]);
    expect(matching(products, '  ')).toHaveLength(3);
    expect(matching(products, 'glue')).toEqual([]);
  });
});
