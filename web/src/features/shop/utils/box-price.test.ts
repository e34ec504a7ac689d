import { optionalItemMessages } from '@ssb/contract';
import { describe, expect, it } from 'vitest';
import { aList, aMapping } from '../testing/fixtures';
import { priceBox } from './box-price';

const scissors = { ...aMapping('Safety Scissors', 1, 3.25), optional: true as const };
const pencilBox = { ...aMapping('Pencil Box', 2, 1.1), optional: true as const };
const crayons = aMapping('Crayons (24 count)', 2, 2.5);
const list = aList({ totalPrice: 20, productsMappings: [crayons, scissors, pencilBox], optionalCount: 2 });

describe('priceBox', () => {
  it('costs the list price when nothing is skipped', () => {
    expect(priceBox(list, [])).toEqual({ totalCents: 2000, skippedCents: 0 });
  });

  it('takes each skipped item off at its price times its quantity, in cents', () => {
    expect(priceBox(list, [scissors.productId])).toEqual({ totalCents: 1675, skippedCents: 325 });
    expect(priceBox(list, [scissors.productId, pencilBox.productId])).toEqual({ totalCents: 1455, skippedCents: 545 });
  });

  it('refuses to skip an item every box brings', () => {
    expect(priceBox(list, [crayons.productId])).toEqual({ problem: optionalItemMessages.notOptional({ productName: crayons.product.name }) });
  });

  it('never prices a box below the smallest card charge', () => {
    const cheap = aList({ totalPrice: 3.5, productsMappings: [crayons, scissors], optionalCount: 1 });
    expect(priceBox(cheap, [scissors.productId])).toEqual({ problem: optionalItemMessages.belowMinimum({ min: '$0.50' }) });
  });
});
