import { describe, expect, it } from 'vitest';
import { matching, totalAfterSave, selectionOfList, setOptional, setQuantity, toggleProduct, toMappings, type ProductSelection } from './product-selection';

const mapping = (productId: string, quantity: number, optional?: true) => ({
  productId,
  quantity,
  ...(optional ? { optional } : {}),
  product: { id: productId, name: productId, price: 1, description: '' },
});

describe('product selection', () => {
  it('when a list is opened, then its products are chosen with their quantities and optional marks', () => {
    expect(toMappings(selectionOfList({ productsMappings: [mapping('a', 2), mapping('b', 1, true)] }))).toEqual([
      { productId: 'a', quantity: 2 },
      { productId: 'b', quantity: 1, optional: true },
    ]);
  });

  it('when a chosen product is marked optional, then it is saved so, keeping its mark when its quantity changes; unchecked, it loses the mark', () => {
    const marked = setOptional(toggleProduct(new Map(), 'a'), 'a', true);
    expect(toMappings(setQuantity(marked, 'a', 3))).toEqual([{ productId: 'a', quantity: 3, optional: true }]);
    expect(toMappings(setOptional(marked, 'a', false))).toEqual([{ productId: 'a', quantity: 1 }]);
    expect(toMappings(toggleProduct(toggleProduct(marked, 'a'), 'a'))).toEqual([{ productId: 'a', quantity: 1 }]);
    expect(setOptional(marked, 'b', true).has('b')).toBe(false);
  });

  it('when a product is checked, then it is chosen once with quantity 1; checked again, it is dropped', () => {
    const once = toggleProduct(new Map(), 'a');
    expect(toMappings(once)).toEqual([{ productId: 'a', quantity: 1 }]);
    expect(toMappings(toggleProduct(once, 'a'))).toEqual([]);
  });

  it('when a quantity is set, then invalid ones fall back to 1 and unchosen products stay unchosen', () => {
    const chosen = toggleProduct(new Map(), 'a');
    expect(setQuantity(chosen, 'a', 4).get('a')?.quantity).toBe(4);
    expect(setQuantity(chosen, 'a', 0).get('a')?.quantity).toBe(1);
    expect(setQuantity(chosen, 'a', 'x').get('a')?.quantity).toBe(1);
    expect(setQuantity(chosen, 'b', 3).has('b')).toBe(false);
  });
});

describe('the total after saving and the product search', () => {
  const product = (id: string, name: string, price: number | null) => ({ id, name, price });
  const products = [
    product('pencils', '#2 Pencils (12 pack)', 3.49),
    product('crayons', 'Crayons (24 count)', 2.99),
    product('planner', 'Student Planner', null),
  ];

  it('a draft’s total after saving is its selection’s price as the server counts it: in cents, a product without a price counting 0', () => {
    const typed: [string, number][] = [
      ['pencils', 3],
      ['crayons', 0.5],
      ['planner', 4],
    ];
    const selection = typed.reduce<ProductSelection>((chosen, [id, quantity]) => setQuantity(toggleProduct(chosen, id), id, quantity), new Map());
    // 3 × $3.49, and 0.5 crayons fall back to 1 × $2.99, whatever the draft sold for before.
    expect(totalAfterSave({ published: false, totalPrice: 50 }, selection, products)).toBe(13.46);
    expect(totalAfterSave({ published: false, totalPrice: null }, new Map(), products)).toBe(0);
  });

  it('a published list’s total after saving is its price now, whatever its products', () => {
    const selection = toggleProduct(new Map(), 'pencils');
    expect(totalAfterSave({ published: true, totalPrice: 27.01 }, selection, products)).toBe(27.01);
    expect(totalAfterSave({ published: true, totalPrice: 27.01 }, setQuantity(selection, 'pencils', 9), products)).toBe(27.01);
  });

  it('finds products by any part of the name, in any case', () => {
    expect(matching(products, 'PEN').map((p) => p.id)).toEqual(['pencils']);
    expect(matching(products, '  ')).toHaveLength(3);
    expect(matching(products, 'glue')).toEqual([]);
  });
});
