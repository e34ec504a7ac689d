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

  it('takes each skipped item off at its share of the list price, in cents rounded down, as the server does', () => {
    // The items cost $10.45 and the list sells for $20: scissors 325 × 2000 / 1045 = 622.0…, the pencil boxes 220 × 2000 / 1045 = 421.0….
    expect(priceBox(list, [scissors.productId])).toEqual({ totalCents: 1378, skippedCents: 622 });
    expect(priceBox(list, [scissors.productId, pencilBox.productId])).toEqual({ totalCents: 957, skippedCents: 1043 });
  });

  it('takes off price times quantity when the list sells for what its items cost', () => {
    const atCost = aList({ totalPrice: 10.45, productsMappings: [crayons, scissors, pencilBox], optionalCount: 2 });
    expect(priceBox(atCost, [scissors.productId, pencilBox.productId])).toEqual({ totalCents: 500, skippedCents: 545 });
  });

  it('refuses to skip an item every box brings', () => {
    expect(priceBox(list, [crayons.productId])).toEqual({ problem: optionalItemMessages.notOptional({ productName: crayons.product.name }) });
  });

  it('never prices a box below the smallest card charge', () => {
    const cheap = aList({ totalPrice: 0.6, productsMappings: [crayons, scissors], optionalCount: 1 });
    expect(priceBox(cheap, [scissors.productId])).toEqual({ problem: optionalItemMessages.belowMinimum({ min: '$0.50' }) });
  });
});
