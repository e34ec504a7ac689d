import { describe, expect, it } from 'vitest';
import { selectionOfList, setQuantity, toggleProduct, toMappings } from './product-selection';

const mapping = (productId: string, quantity: number) => ({ productId, quantity, product: { id: productId, name: productId, price: 1, description: '' } });

describe('product selection', () => {
  it('when a list is opened, then its products are chosen with their quantities', () => {
    expect(toMappings(selectionOfList({ productsMappings: [mapping('a', 2), mapping('b', 1)] }))).toEqual([
      { productId: 'a', quantity: 2 },
      { productId: 'b', quantity: 1 },
    ]);
  });

  it('when a product is checked, then it is chosen once with quantity 1; checked again, it is dropped', () => {
    const once = toggleProduct(new Map(), 'a');
    expect(toMappings(once)).toEqual([{ productId: 'a', quantity: 1 }]);
    expect(toMappings(toggleProduct(once, 'a'))).toEqual([]);
  });

  it('when a quantity is set, then invalid ones fall back to 1 and unchosen products stay unchosen', () => {
    const chosen = toggleProduct(new Map(), 'a');
    expect(setQuantity(chosen, 'a', 4).get('a')).toBe(4);
    expect(setQuantity(chosen, 'a', 0).get('a')).toBe(1);
    expect(setQuantity(chosen, 'a', 'x').get('a')).toBe(1);
    expect(setQuantity(chosen, 'b', 3).has('b')).toBe(false);
  });
});
