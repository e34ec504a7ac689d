import { describe, expect, it } from 'vitest';
import { aList, aMapping } from '../testing/fixtures';
import { itemCountOf, listPreview, priceText } from './list-preview';

describe('listPreview', () => {
  it('names the first three products and counts the rest', () => {
    expect(listPreview(aList())).toEqual({
      items: [{ name: 'Crayons (24 count)' }, { name: 'Glue Sticks (4 pack)' }, { name: 'Safety Scissors' }],
      more: 4,
    });
  });

  it.each([0, 1, 3])('has nothing more for a list of %i products', (count) => {
    const list = aList({ productsMappings: Array.from({ length: count }, (_, i) => aMapping(`Item ${i}`)) });
    expect(listPreview(list)).toEqual({ items: list.productsMappings.map((m) => ({ name: m.product.name })), more: 0 });
  });

  it('gives each shown product its thumbnail, when it has one', () => {
    const list = aList({
      productsMappings: [
        aMapping('Ruler'),
        { ...aMapping('Globe'), product: { ...aMapping('Globe').product, thumbnailUrl: '/api/products/g/photo/v1/320.webp' } },
      ],
    });
    expect(listPreview(list).items).toEqual([{ name: 'Ruler' }, { name: 'Globe', thumbnailUrl: '/api/products/g/photo/v1/320.webp' }]);
  });

  it('counts products, not quantities', () => {
    expect(itemCountOf(aList())).toBe(7);
  });

  it('shows the price as $x.xx, or nothing without one', () => {
    expect(priceText({ totalPrice: 34.3 })).toBe('$34.30');
    expect(priceText({ totalPrice: null })).toBeNull();
  });
});
